import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Daihatsu",
  weight: 0.08,
  color: "#D5001C",
  country: "Japan",
  models: [
    {
      name: "Terios",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "Terios I (J100)",
          from: 1997,
          to: 2005,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 30000,
          engines: [
            { fuel: "petrol", kw: 61, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "petrol", kw: 63, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
        {
          name: "Terios II (J200)",
          from: 2006,
          to: 2017,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 90000,
          engines: [
            { fuel: "petrol", kw: 77, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "petrol", kw: 77, transmissions: ["mt"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "Sirion",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "Sirion I (M100)",
          from: 1998,
          to: 2004,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 20000,
          engines: [
            { fuel: "petrol", kw: 40, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 75, transmissions: ["mt"], drive: "FWD" },
          ],
        },
        {
          name: "Sirion II (M300)",
          from: 2005,
          to: 2013,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 45000,
          engines: [
            { fuel: "petrol", kw: 51, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 64, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 76, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Cuore",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "Cuore (L701)",
          from: 1998,
          to: 2003,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 15000,
          engines: [{ fuel: "petrol", kw: 40, transmissions: ["mt", "at"], drive: "FWD" }],
        },
        {
          name: "Cuore (L251)",
          from: 2003,
          to: 2007,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "FIVE_DOOR_HATCHBACK"],
          minPrice: 25000,
          engines: [{ fuel: "petrol", kw: 43, transmissions: ["mt", "at"], drive: "FWD" }],
        },
        {
          name: "Cuore (L276)",
          from: 2007,
          to: 2013,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "FIVE_DOOR_HATCHBACK"],
          minPrice: 40000,
          engines: [{ fuel: "petrol", kw: 51, transmissions: ["mt", "at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "YRV",
      weight: 5,
      generations: [
        {
          name: "YRV",
          from: 2001,
          to: 2005,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 20000,
          engines: [{ fuel: "petrol", kw: 64, transmissions: ["mt", "at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Materia",
      weight: 5,
      generations: [
        {
          name: "Materia",
          from: 2006,
          to: 2013,
          bodyTypes: ["MINIVAN"],
          minPrice: 60000,
          engines: [{ fuel: "petrol", kw: 76, transmissions: ["mt", "at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Trevis",
      weight: 3,
      generations: [
        {
          name: "Trevis",
          from: 2006,
          to: 2010,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 40000,
          engines: [{ fuel: "petrol", kw: 43, transmissions: ["mt", "at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Copen",
      weight: 3,
      generations: [
        {
          name: "Copen (L880)",
          from: 2003,
          to: 2012,
          bodyTypes: ["CONVERTIBLE"],
          minPrice: 120000,
          engines: [{ fuel: "petrol", kw: 64, transmissions: ["mt"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Charade",
      weight: 2,
      generations: [
        {
          name: "Charade (2011)",
          from: 2011,
          to: 2013,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 90000,
          engines: [{ fuel: "petrol", kw: 73, transmissions: ["mt", "cvt"], drive: "FWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
