import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Infiniti",
  weight: 0.08,
  color: "#1A1A1A",
  country: "Japan",
  models: [
    {
      name: "Q30",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "Q30",
          from: 2015,
          to: 2019,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 280000,
          engines: [
            { fuel: "petrol", kw: 90, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "petrol", kw: 155, transmissions: ["amt"], drive: "AWD" },
            { fuel: "diesel", kw: 80, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "diesel", kw: 125, transmissions: ["amt"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "QX30",
      weight: 8,
      generations: [
        {
          name: "QX30",
          from: 2016,
          to: 2019,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 350000,
          engines: [
            { fuel: "petrol", kw: 155, transmissions: ["amt"], drive: "AWD" },
            { fuel: "diesel", kw: 125, transmissions: ["amt"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Q50",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "Q50",
          from: 2014,
          to: 2019,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 350000,
          engines: [
            { fuel: "diesel", kw: 125, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "petrol", kw: 155, transmissions: ["at"], drive: "RWD" },
            { fuel: "hybrid", kw: 268, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Q70",
      weight: 5,
      generations: [
        {
          name: "Q70 (M)",
          from: 2010,
          to: 2019,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 300000,
          engines: [
            { fuel: "diesel", kw: 175, transmissions: ["at"], drive: "RWD" },
            { fuel: "hybrid", kw: 268, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 235, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "FX",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "FX (S50)",
          from: 2003,
          to: 2008,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 120000,
          engines: [
            { fuel: "petrol", kw: 206, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 235, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "FX / QX70 (S51)",
          from: 2008,
          to: 2017,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 250000,
          engines: [
            { fuel: "diesel", kw: 175, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 235, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 287, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "EX",
      weight: 8,
      generations: [
        {
          name: "EX / QX50 (J50)",
          from: 2008,
          to: 2017,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 200000,
          engines: [
            { fuel: "diesel", kw: 175, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 235, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "G",
      weight: 8,
      generations: [
        {
          name: "G37 / Q60 (V36)",
          from: 2008,
          to: 2015,
          bodyTypes: ["SEDAN_SALOON", "COUPE", "CONVERTIBLE"],
          minPrice: 200000,
          engines: [
            { fuel: "petrol", kw: 235, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "diesel", kw: 175, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
