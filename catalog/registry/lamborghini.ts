import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Lamborghini",
  weight: 0.02,
  color: "#D4AF37",
  country: "Italy",
  models: [
    {
      name: "Urus",
      popular: true,
      weight: 40,
      generations: [
        {
          name: "Urus",
          from: 2018,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 4500000,
          engines: [
            { fuel: "petrol", kw: 478, transmissions: ["at"], drive: "AWD" },
            { fuel: "hybrid", kw: 588, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Huracán",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "Huracán",
          from: 2014,
          to: 2024,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 5000000,
          engines: [
            { fuel: "petrol", kw: 449, transmissions: ["amt"], drive: "AWD" },
            { fuel: "petrol", kw: 470, transmissions: ["amt"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "Gallardo",
      weight: 15,
      generations: [
        {
          name: "Gallardo",
          from: 2003,
          to: 2013,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 2800000,
          engines: [
            { fuel: "petrol", kw: 368, transmissions: ["mt", "amt"], drive: "AWD" },
            { fuel: "petrol", kw: 412, transmissions: ["mt", "amt"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Murciélago",
      weight: 3,
      generations: [
        {
          name: "Murciélago",
          from: 2001,
          to: 2010,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 6000000,
          engines: [{ fuel: "petrol", kw: 426, transmissions: ["mt", "amt"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "Aventador",
      weight: 8,
      generations: [
        {
          name: "Aventador",
          from: 2011,
          to: 2022,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 9000000,
          engines: [
            { fuel: "petrol", kw: 515, transmissions: ["amt"], drive: "AWD" },
            { fuel: "petrol", kw: 566, transmissions: ["amt"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Revuelto",
      weight: 2,
      generations: [
        {
          name: "Revuelto",
          from: 2023,
          to: null,
          bodyTypes: ["COUPE"],
          minPrice: 15000000,
          engines: [{ fuel: "hybrid", kw: 747, transmissions: ["amt"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "Temerario",
      weight: 1,
      generations: [
        {
          name: "Temerario",
          from: 2024,
          to: null,
          bodyTypes: ["COUPE"],
          engines: [{ fuel: "hybrid", kw: 677, transmissions: ["amt"], drive: "AWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
