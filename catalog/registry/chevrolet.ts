import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Chevrolet",
  weight: 0.45,
  color: "#CD9834",
  country: "United States",
  models: [
    {
      name: "Aveo",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "Aveo (T250)",
          from: 2006,
          to: 2011,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "FIVE_DOOR_HATCHBACK", "SEDAN_SALOON"],
          minPrice: 25000,
          engines: [
            { fuel: "petrol", kw: 62, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 74, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
        {
          name: "Aveo (T300)",
          from: 2011,
          to: 2015,
          bodyTypes: ["FIVE_DOOR_HATCHBACK", "SEDAN_SALOON"],
          minPrice: 80000,
          engines: [
            { fuel: "petrol", kw: 63, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 85, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 70, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Matiz",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Matiz (M200)",
          from: 2005,
          to: 2010,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 15000,
          engines: [
            { fuel: "petrol", kw: 38, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 49, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Spark",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Spark (M300)",
          from: 2010,
          to: 2015,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 50000,
          engines: [
            { fuel: "petrol", kw: 50, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 60, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Lacetti",
      popular: true,
      weight: 12,
      generations: [
        {
          name: "Lacetti",
          from: 2004,
          to: 2009,
          bodyTypes: ["FIVE_DOOR_HATCHBACK", "SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 20000,
          engines: [
            { fuel: "petrol", kw: 70, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 89, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 89, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Cruze",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Cruze (J300)",
          from: 2009,
          to: 2015,
          bodyTypes: ["SEDAN_SALOON", "FIVE_DOOR_HATCHBACK", "ESTATE_CAR"],
          minPrice: 70000,
          engines: [
            { fuel: "petrol", kw: 91, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 103, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 120, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Captiva",
      popular: true,
      weight: 12,
      generations: [
        {
          name: "Captiva",
          from: 2006,
          to: 2015,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 90000,
          engines: [
            { fuel: "petrol", kw: 100, transmissions: ["mt"], drive: "AWD" },
            { fuel: "diesel", kw: 110, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 135, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Orlando",
      weight: 5,
      generations: [
        {
          name: "Orlando",
          from: 2010,
          to: 2015,
          bodyTypes: ["MINIVAN"],
          minPrice: 140000,
          engines: [
            { fuel: "petrol", kw: 104, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 120, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Epica",
      weight: 2,
      generations: [
        {
          name: "Epica",
          from: 2006,
          to: 2011,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 40000,
          engines: [
            { fuel: "petrol", kw: 105, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 110, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Tacuma",
      weight: 2,
      generations: [
        {
          name: "Tacuma",
          from: 2004,
          to: 2008,
          bodyTypes: ["MINIVAN"],
          minPrice: 20000,
          engines: [
            { fuel: "petrol", kw: 74, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 89, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Trax",
      weight: 3,
      generations: [
        {
          name: "Trax",
          from: 2013,
          to: 2015,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 170000,
          engines: [
            { fuel: "petrol", kw: 103, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 96, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Malibu",
      weight: 1,
      generations: [
        {
          name: "Malibu VIII",
          from: 2012,
          to: 2015,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 150000,
          engines: [
            { fuel: "petrol", kw: 123, transmissions: ["at"], drive: "FWD" },
            { fuel: "diesel", kw: 117, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Camaro",
      weight: 2,
      generations: [
        {
          name: "Camaro V",
          from: 2009,
          to: 2015,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 400000,
          engines: [
            { fuel: "petrol", kw: 232, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "petrol", kw: 318, transmissions: ["mt", "at"], drive: "RWD" },
          ],
        },
        {
          name: "Camaro VI",
          from: 2016,
          to: 2024,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 700000,
          engines: [
            { fuel: "petrol", kw: 205, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "petrol", kw: 339, transmissions: ["mt", "at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "Corvette",
      weight: 1,
      generations: [
        {
          name: "Corvette C6",
          from: 2005,
          to: 2013,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 700000,
          engines: [{ fuel: "petrol", kw: 321, transmissions: ["mt", "at"], drive: "RWD" }],
        },
        {
          name: "Corvette C7",
          from: 2014,
          to: 2019,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 1300000,
          engines: [{ fuel: "petrol", kw: 343, transmissions: ["mt", "at"], drive: "RWD" }],
        },
        {
          name: "Corvette C8",
          from: 2020,
          to: null,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 2500000,
          engines: [{ fuel: "petrol", kw: 362, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "Volt",
      weight: 0.5,
      generations: [
        {
          name: "Volt",
          from: 2011,
          to: 2015,
          bodyTypes: ["LIFTBACK"],
          minPrice: 200000,
          engines: [{ fuel: "hybrid", kw: 111, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
