import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Aston Martin",
  weight: 0.01,
  color: "#00665E",
  country: "United Kingdom",
  models: [
    {
      name: "Vantage",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "V8 / V12 Vantage",
          from: 2005,
          to: 2017,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 1500000,
          engines: [
            { fuel: "petrol", kw: 283, transmissions: ["mt", "amt"], drive: "RWD" },
            { fuel: "petrol", kw: 380, transmissions: ["mt", "amt"], drive: "RWD" },
          ],
        },
        {
          name: "Vantage (2018)",
          from: 2018,
          to: null,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 3500000,
          engines: [
            { fuel: "petrol", kw: 375, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "petrol", kw: 489, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "DB9",
      weight: 20,
      generations: [
        {
          name: "DB9",
          from: 2004,
          to: 2016,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 1500000,
          engines: [
            { fuel: "petrol", kw: 350, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "petrol", kw: 380, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "DB11",
      weight: 15,
      generations: [
        {
          name: "DB11",
          from: 2016,
          to: 2023,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 3500000,
          engines: [
            { fuel: "petrol", kw: 375, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 470, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "DB12",
      weight: 5,
      generations: [
        {
          name: "DB12",
          from: 2023,
          to: null,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 6000000,
          engines: [{ fuel: "petrol", kw: 500, transmissions: ["at"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "DBX",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "DBX",
          from: 2020,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 4000000,
          engines: [
            { fuel: "petrol", kw: 405, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 520, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Rapide",
      weight: 5,
      generations: [
        {
          name: "Rapide",
          from: 2010,
          to: 2020,
          bodyTypes: ["LIFTBACK"],
          minPrice: 2000000,
          engines: [
            { fuel: "petrol", kw: 350, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 411, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "Vanquish",
      weight: 5,
      generations: [
        {
          name: "Vanquish I",
          from: 2001,
          to: 2007,
          bodyTypes: ["COUPE"],
          minPrice: 2000000,
          engines: [{ fuel: "petrol", kw: 343, transmissions: ["amt"], drive: "RWD" }],
        },
        {
          name: "Vanquish II",
          from: 2012,
          to: 2018,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 3500000,
          engines: [{ fuel: "petrol", kw: 421, transmissions: ["at"], drive: "RWD" }],
        },
        {
          name: "Vanquish III",
          from: 2024,
          to: null,
          bodyTypes: ["COUPE"],
          engines: [{ fuel: "petrol", kw: 614, transmissions: ["at"], drive: "RWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
