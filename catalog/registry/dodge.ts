import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Dodge",
  weight: 0.2,
  color: "#BA0C2F",
  country: "United States",
  models: [
    {
      name: "Caliber",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "Caliber",
          from: 2006,
          to: 2011,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 50000,
          engines: [
            { fuel: "petrol", kw: 115, transmissions: ["mt", "cvt"], drive: "FWD" },
            { fuel: "diesel", kw: 103, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Journey",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Journey",
          from: 2008,
          to: 2011,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 100000,
          engines: [
            { fuel: "petrol", kw: 125, transmissions: ["at"], drive: "FWD" },
            { fuel: "diesel", kw: 103, transmissions: ["mt", "amt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Nitro",
      weight: 10,
      generations: [
        {
          name: "Nitro",
          from: 2007,
          to: 2011,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 100000,
          engines: [
            { fuel: "petrol", kw: 155, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 130, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Avenger",
      weight: 5,
      generations: [
        {
          name: "Avenger",
          from: 2007,
          to: 2010,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 60000,
          engines: [
            { fuel: "petrol", kw: 115, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 103, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Challenger",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Challenger III",
          from: 2008,
          to: 2023,
          bodyTypes: ["COUPE"],
          minPrice: 500000,
          engines: [
            { fuel: "petrol", kw: 227, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 276, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "petrol", kw: 362, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "petrol", kw: 527, transmissions: ["mt", "at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "Charger",
      weight: 8,
      generations: [
        {
          name: "Charger (LD)",
          from: 2011,
          to: 2023,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 500000,
          engines: [
            { fuel: "petrol", kw: 227, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 276, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 362, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "RAM",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "RAM 1500 (DS)",
          from: 2009,
          to: 2018,
          bodyTypes: ["PICKUP"],
          minPrice: 350000,
          engines: [
            { fuel: "petrol", kw: 227, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 291, transmissions: ["at"], drive: "AWD" },
            { fuel: "gas", kw: 291, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "RAM 1500 (DT)",
          from: 2019,
          to: null,
          bodyTypes: ["PICKUP"],
          minPrice: 1000000,
          engines: [
            { fuel: "petrol", kw: 294, transmissions: ["at"], drive: "AWD" },
            { fuel: "gas", kw: 294, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 523, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Durango",
      weight: 5,
      generations: [
        {
          name: "Durango III",
          from: 2011,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 600000,
          engines: [
            { fuel: "petrol", kw: 220, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 268, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Viper",
      weight: 0.5,
      generations: [
        {
          name: "Viper (ZB)",
          from: 2003,
          to: 2010,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 1500000,
          engines: [{ fuel: "petrol", kw: 373, transmissions: ["mt"], drive: "RWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
