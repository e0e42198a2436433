import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Smart",
  weight: 0.25,
  color: "#4A4A4A",
  country: "Germany",
  models: [
    {
      name: "Fortwo",
      popular: true,
      weight: 60,
      generations: [
        {
          name: "Fortwo (450)",
          from: 1998,
          to: 2007,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 20000,
          engines: [
            { fuel: "petrol", kw: 45, transmissions: ["amt"], drive: "RWD" },
            { fuel: "diesel", kw: 30, transmissions: ["amt"], drive: "RWD" },
          ],
        },
        {
          name: "Fortwo (451)",
          from: 2007,
          to: 2014,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 50000,
          engines: [
            { fuel: "petrol", kw: 45, transmissions: ["amt"], drive: "RWD" },
            { fuel: "petrol", kw: 62, transmissions: ["amt"], drive: "RWD" },
            { fuel: "diesel", kw: 33, transmissions: ["amt"], drive: "RWD" },
            { fuel: "electric", kw: 55, transmissions: ["at"], drive: "RWD" },
          ],
        },
        {
          name: "Fortwo (453)",
          from: 2014,
          to: 2024,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 150000,
          engines: [
            { fuel: "petrol", kw: 52, transmissions: ["mt", "amt"], drive: "RWD" },
            { fuel: "petrol", kw: 66, transmissions: ["mt", "amt"], drive: "RWD" },
            { fuel: "electric", kw: 60, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "Forfour",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "Forfour (454)",
          from: 2004,
          to: 2006,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 40000,
          engines: [
            { fuel: "petrol", kw: 55, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "petrol", kw: 80, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "diesel", kw: 70, transmissions: ["mt"], drive: "FWD" },
          ],
        },
        {
          name: "Forfour (453)",
          from: 2014,
          to: 2021,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 170000,
          engines: [
            { fuel: "petrol", kw: 52, transmissions: ["mt", "amt"], drive: "RWD" },
            { fuel: "petrol", kw: 66, transmissions: ["mt", "amt"], drive: "RWD" },
            { fuel: "electric", kw: 60, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "Roadster",
      weight: 3,
      generations: [
        {
          name: "Roadster (452)",
          from: 2003,
          to: 2005,
          bodyTypes: ["CONVERTIBLE", "COUPE"],
          minPrice: 90000,
          engines: [{ fuel: "petrol", kw: 60, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "#1",
      weight: 8,
      generations: [
        {
          name: "#1",
          from: 2022,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 650000,
          engines: [
            { fuel: "electric", kw: 200, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 315, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "#3",
      weight: 4,
      generations: [
        {
          name: "#3",
          from: 2023,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 800000,
          engines: [
            { fuel: "electric", kw: 200, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 315, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
