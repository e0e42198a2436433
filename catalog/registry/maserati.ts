import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Maserati",
  weight: 0.05,
  color: "#0C2340",
  country: "Italy",
  models: [
    {
      name: "Ghibli",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "Ghibli (M157)",
          from: 2013,
          to: 2024,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 650000,
          engines: [
            { fuel: "diesel", kw: 202, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 257, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 301, transmissions: ["at"], drive: "AWD" },
            { fuel: "hybrid", kw: 243, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "Levante",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "Levante (M161)",
          from: 2016,
          to: 2024,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 900000,
          engines: [
            { fuel: "diesel", kw: 202, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 257, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 316, transmissions: ["at"], drive: "AWD" },
            { fuel: "hybrid", kw: 243, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Quattroporte",
      weight: 15,
      generations: [
        {
          name: "Quattroporte V",
          from: 2004,
          to: 2012,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 350000,
          engines: [
            { fuel: "petrol", kw: 295, transmissions: ["amt", "at"], drive: "RWD" },
            { fuel: "petrol", kw: 316, transmissions: ["at"], drive: "RWD" },
          ],
        },
        {
          name: "Quattroporte VI",
          from: 2013,
          to: 2024,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 800000,
          engines: [
            { fuel: "diesel", kw: 202, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 301, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 390, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "GranTurismo",
      weight: 10,
      generations: [
        {
          name: "GranTurismo I",
          from: 2007,
          to: 2019,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 900000,
          engines: [
            { fuel: "petrol", kw: 298, transmissions: ["at", "amt"], drive: "RWD" },
            { fuel: "petrol", kw: 338, transmissions: ["at", "amt"], drive: "RWD" },
          ],
        },
        {
          name: "GranTurismo II",
          from: 2023,
          to: null,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 3500000,
          engines: [
            { fuel: "petrol", kw: 360, transmissions: ["at"], drive: "AWD" },
            { fuel: "electric", kw: 560, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Grecale",
      popular: true,
      weight: 12,
      generations: [
        {
          name: "Grecale",
          from: 2022,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1500000,
          engines: [
            { fuel: "petrol", kw: 221, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 390, transmissions: ["at"], drive: "AWD" },
            { fuel: "electric", kw: 410, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "MC20",
      weight: 2,
      generations: [
        {
          name: "MC20",
          from: 2020,
          to: null,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 5000000,
          engines: [{ fuel: "petrol", kw: 463, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "Coupé / Spyder",
      weight: 2,
      generations: [
        {
          name: "Coupé / Spyder (M138)",
          from: 2002,
          to: 2007,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 500000,
          engines: [{ fuel: "petrol", kw: 287, transmissions: ["mt", "amt"], drive: "RWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
