import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Abarth",
  weight: 0.05,
  color: "#C8102E",
  country: "Italy",
  models: [
    {
      name: "500",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "500 (312)",
          from: 2008,
          to: 2016,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "CONVERTIBLE"],
          minPrice: 150000,
          engines: [{ fuel: "petrol", kw: 99, transmissions: ["mt", "amt"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "595",
      popular: true,
      weight: 40,
      generations: [
        {
          name: "595 (312)",
          from: 2012,
          to: 2024,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "CONVERTIBLE"],
          minPrice: 250000,
          engines: [
            { fuel: "petrol", kw: 107, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "petrol", kw: 121, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "petrol", kw: 132, transmissions: ["mt", "amt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "695",
      weight: 10,
      generations: [
        {
          name: "695 (312)",
          from: 2012,
          to: 2024,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "CONVERTIBLE"],
          minPrice: 450000,
          engines: [{ fuel: "petrol", kw: 132, transmissions: ["mt", "amt"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Punto",
      weight: 8,
      generations: [
        {
          name: "Grande Punto / Punto Evo",
          from: 2007,
          to: 2015,
          bodyTypes: ["THREE_DOOR_HATCHBACK"],
          minPrice: 150000,
          engines: [
            { fuel: "petrol", kw: 114, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 120, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "124 Spider",
      weight: 5,
      generations: [
        {
          name: "124 Spider",
          from: 2016,
          to: 2019,
          bodyTypes: ["CONVERTIBLE"],
          minPrice: 550000,
          engines: [{ fuel: "petrol", kw: 125, transmissions: ["mt", "at"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "500e",
      weight: 5,
      generations: [
        {
          name: "500e",
          from: 2023,
          to: null,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "CONVERTIBLE"],
          minPrice: 750000,
          engines: [{ fuel: "electric", kw: 114, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "600e",
      weight: 2,
      generations: [
        {
          name: "600e",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          engines: [{ fuel: "electric", kw: 175, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
