import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Rolls-Royce",
  weight: 0.01,
  color: "#2E2A5A",
  country: "United Kingdom",
  models: [
    {
      name: "Phantom",
      weight: 15,
      generations: [
        {
          name: "Phantom VII",
          from: 2003,
          to: 2017,
          bodyTypes: ["SEDAN_SALOON", "COUPE", "CONVERTIBLE"],
          minPrice: 4000000,
          engines: [{ fuel: "petrol", kw: 338, transmissions: ["at"], drive: "RWD" }],
        },
        {
          name: "Phantom VIII",
          from: 2017,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 10000000,
          engines: [{ fuel: "petrol", kw: 420, transmissions: ["at"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "Ghost",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "Ghost I",
          from: 2009,
          to: 2020,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 3500000,
          engines: [{ fuel: "petrol", kw: 420, transmissions: ["at"], drive: "RWD" }],
        },
        {
          name: "Ghost II",
          from: 2020,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 8000000,
          engines: [{ fuel: "petrol", kw: 420, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "Wraith",
      weight: 15,
      generations: [
        {
          name: "Wraith",
          from: 2013,
          to: 2023,
          bodyTypes: ["COUPE"],
          minPrice: 5000000,
          engines: [{ fuel: "petrol", kw: 465, transmissions: ["at"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "Dawn",
      weight: 10,
      generations: [
        {
          name: "Dawn",
          from: 2015,
          to: 2023,
          bodyTypes: ["CONVERTIBLE"],
          minPrice: 6000000,
          engines: [{ fuel: "petrol", kw: 420, transmissions: ["at"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "Cullinan",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "Cullinan",
          from: 2018,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 9000000,
          engines: [{ fuel: "petrol", kw: 420, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "Spectre",
      weight: 5,
      generations: [
        {
          name: "Spectre",
          from: 2023,
          to: null,
          bodyTypes: ["COUPE"],
          engines: [{ fuel: "electric", kw: 430, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
