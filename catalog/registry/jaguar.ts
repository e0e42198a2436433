import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Jaguar",
  weight: 0.3,
  color: "#0C121C",
  country: "United Kingdom",
  models: [
    {
      name: "X-Type",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "X-Type",
          from: 2001,
          to: 2009,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 40000,
          engines: [
            { fuel: "petrol", kw: 144, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 96, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 114, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "S-Type",
      weight: 8,
      generations: [
        {
          name: "S-Type",
          from: 1999,
          to: 2007,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 50000,
          engines: [
            { fuel: "petrol", kw: 175, transmissions: ["at"], drive: "RWD" },
            { fuel: "diesel", kw: 152, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 224, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "XF",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "XF (X250)",
          from: 2008,
          to: 2015,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 150000,
          engines: [
            { fuel: "diesel", kw: 120, transmissions: ["at"], drive: "RWD" },
            { fuel: "diesel", kw: 177, transmissions: ["at"], drive: "RWD" },
            { fuel: "diesel", kw: 202, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 250, transmissions: ["at"], drive: "RWD" },
          ],
        },
        {
          name: "XF (X260)",
          from: 2015,
          to: 2024,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 450000,
          engines: [
            { fuel: "diesel", kw: 132, transmissions: ["at"], drive: "RWD" },
            { fuel: "diesel", kw: 177, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 184, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 221, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "XE",
      popular: true,
      weight: 10,
      generations: [
        {
          name: "XE (X760)",
          from: 2015,
          to: 2024,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 350000,
          engines: [
            { fuel: "diesel", kw: 120, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "diesel", kw: 132, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 147, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 221, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "XJ",
      weight: 8,
      generations: [
        {
          name: "XJ (X350)",
          from: 2003,
          to: 2009,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 150000,
          engines: [
            { fuel: "diesel", kw: 152, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 219, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 291, transmissions: ["at"], drive: "RWD" },
          ],
        },
        {
          name: "XJ (X351)",
          from: 2009,
          to: 2019,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 400000,
          engines: [
            { fuel: "diesel", kw: 202, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 250, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 375, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "F-Pace",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "F-Pace (X761)",
          from: 2016,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 600000,
          engines: [
            { fuel: "diesel", kw: 132, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 221, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 184, transmissions: ["at"], drive: "AWD" },
            { fuel: "hybrid", kw: 297, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 405, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "E-Pace",
      popular: true,
      weight: 10,
      generations: [
        {
          name: "E-Pace (X540)",
          from: 2017,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 450000,
          engines: [
            { fuel: "diesel", kw: 110, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 132, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 184, transmissions: ["at"], drive: "AWD" },
            { fuel: "hybrid", kw: 227, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "I-Pace",
      weight: 4,
      generations: [
        {
          name: "I-Pace",
          from: 2018,
          to: 2024,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 650000,
          engines: [{ fuel: "electric", kw: 294, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "F-Type",
      weight: 4,
      generations: [
        {
          name: "F-Type",
          from: 2013,
          to: 2024,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 900000,
          engines: [
            { fuel: "petrol", kw: 221, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 280, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "petrol", kw: 423, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "XK",
      weight: 2,
      generations: [
        {
          name: "XK (X150)",
          from: 2006,
          to: 2014,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 450000,
          engines: [
            { fuel: "petrol", kw: 283, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 375, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
