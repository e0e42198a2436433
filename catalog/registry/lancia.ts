import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Lancia",
  weight: 0.15,
  color: "#0E3A6B",
  country: "Italy",
  models: [
    {
      name: "Ypsilon",
      popular: true,
      weight: 40,
      generations: [
        {
          name: "Ypsilon (843)",
          from: 2003,
          to: 2011,
          bodyTypes: ["THREE_DOOR_HATCHBACK"],
          minPrice: 30000,
          engines: [
            { fuel: "petrol", kw: 44, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "petrol", kw: 70, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "diesel", kw: 55, transmissions: ["mt"], drive: "FWD" },
          ],
        },
        {
          name: "Ypsilon (846)",
          from: 2011,
          to: 2024,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 100000,
          engines: [
            { fuel: "petrol", kw: 51, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "petrol", kw: 63, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "hybrid", kw: 51, transmissions: ["mt"], drive: "FWD" },
          ],
        },
        {
          name: "Ypsilon (2024)",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          engines: [
            { fuel: "hybrid", kw: 74, transmissions: ["amt"], drive: "FWD" },
            { fuel: "electric", kw: 115, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Musa",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Musa",
          from: 2004,
          to: 2012,
          bodyTypes: ["MINIVAN"],
          minPrice: 30000,
          engines: [
            { fuel: "petrol", kw: 70, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "diesel", kw: 66, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "diesel", kw: 88, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Delta",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Delta III",
          from: 2008,
          to: 2014,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 70000,
          engines: [
            { fuel: "petrol", kw: 88, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 147, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 88, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "diesel", kw: 140, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Lybra",
      weight: 8,
      generations: [
        {
          name: "Lybra",
          from: 1999,
          to: 2005,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 20000,
          engines: [
            { fuel: "petrol", kw: 96, transmissions: ["mt"], drive: "FWD" },
            { fuel: "diesel", kw: 85, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Thesis",
      weight: 4,
      generations: [
        {
          name: "Thesis",
          from: 2002,
          to: 2009,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 50000,
          engines: [
            { fuel: "petrol", kw: 136, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 136, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Phedra",
      weight: 6,
      generations: [
        {
          name: "Phedra",
          from: 2002,
          to: 2010,
          bodyTypes: ["MINIVAN"],
          minPrice: 50000,
          engines: [
            { fuel: "diesel", kw: 88, transmissions: ["mt"], drive: "FWD" },
            { fuel: "diesel", kw: 125, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Voyager",
      weight: 5,
      generations: [
        {
          name: "Voyager",
          from: 2011,
          to: 2015,
          bodyTypes: ["MINIVAN"],
          minPrice: 250000,
          engines: [
            { fuel: "diesel", kw: 120, transmissions: ["at"], drive: "FWD" },
            { fuel: "petrol", kw: 210, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Thema",
      weight: 3,
      generations: [
        {
          name: "Thema (2011)",
          from: 2011,
          to: 2014,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 300000,
          engines: [
            { fuel: "diesel", kw: 140, transmissions: ["at"], drive: "RWD" },
            { fuel: "diesel", kw: 176, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
