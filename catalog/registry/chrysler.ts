import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Chrysler",
  weight: 0.2,
  color: "#1B365D",
  country: "United States",
  models: [
    {
      name: "Voyager",
      popular: true,
      weight: 40,
      generations: [
        {
          name: "Voyager (RG)",
          from: 2001,
          to: 2007,
          bodyTypes: ["MINIVAN"],
          minPrice: 30000,
          engines: [
            { fuel: "petrol", kw: 108, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 128, transmissions: ["at"], drive: "FWD" },
            { fuel: "diesel", kw: 105, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
        {
          name: "Grand Voyager (RT)",
          from: 2008,
          to: 2016,
          bodyTypes: ["MINIVAN"],
          minPrice: 130000,
          engines: [
            { fuel: "petrol", kw: 210, transmissions: ["at"], drive: "FWD" },
            { fuel: "diesel", kw: 120, transmissions: ["at"], drive: "FWD" },
            { fuel: "diesel", kw: 130, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "PT Cruiser",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "PT Cruiser",
          from: 2000,
          to: 2010,
          bodyTypes: ["FIVE_DOOR_HATCHBACK", "CONVERTIBLE"],
          minPrice: 25000,
          engines: [
            { fuel: "petrol", kw: 85, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 104, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 89, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "300C",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "300C (LX)",
          from: 2004,
          to: 2011,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 90000,
          engines: [
            { fuel: "petrol", kw: 183, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 250, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 160, transmissions: ["at"], drive: "RWD" },
          ],
        },
        {
          name: "300C (LD)",
          from: 2011,
          to: 2015,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 300000,
          engines: [
            { fuel: "petrol", kw: 210, transmissions: ["at"], drive: "RWD" },
            { fuel: "diesel", kw: 176, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "Sebring",
      weight: 8,
      generations: [
        {
          name: "Sebring III",
          from: 2007,
          to: 2010,
          bodyTypes: ["SEDAN_SALOON", "CONVERTIBLE"],
          minPrice: 50000,
          engines: [
            { fuel: "petrol", kw: 115, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 103, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Crossfire",
      weight: 3,
      generations: [
        {
          name: "Crossfire",
          from: 2003,
          to: 2008,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 150000,
          engines: [{ fuel: "petrol", kw: 160, transmissions: ["mt", "at"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "Town & Country",
      weight: 4,
      generations: [
        {
          name: "Town & Country V",
          from: 2008,
          to: 2016,
          bodyTypes: ["MINIVAN"],
          minPrice: 150000,
          engines: [{ fuel: "petrol", kw: 210, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Pacifica",
      weight: 2,
      generations: [
        {
          name: "Pacifica (RU)",
          from: 2017,
          to: null,
          bodyTypes: ["MINIVAN"],
          minPrice: 700000,
          engines: [
            { fuel: "petrol", kw: 213, transmissions: ["at"], drive: "FWD" },
            { fuel: "hybrid", kw: 193, transmissions: ["cvt"], drive: "FWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
