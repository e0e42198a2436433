import type { MakeData } from "../../lib/registry/types";

export default {
  name: "DS",
  weight: 0.2,
  color: "#8C7B6B",
  country: "France",
  models: [
    {
      name: "DS 3",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "DS 3 I",
          from: 2016,
          to: 2019,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "CONVERTIBLE"],
          minPrice: 180000,
          engines: [
            { fuel: "petrol", kw: 81, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 121, transmissions: ["mt"], drive: "FWD" },
            { fuel: "diesel", kw: 73, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 153, transmissions: ["mt"], drive: "FWD" },
          ],
        },
        {
          name: "DS 3 II (Crossback)",
          from: 2019,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 380000,
          engines: [
            { fuel: "petrol", kw: 74, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 96, transmissions: ["at"], drive: "FWD" },
            { fuel: "diesel", kw: 96, transmissions: ["at"], drive: "FWD" },
            { fuel: "electric", kw: 115, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "DS 4",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "DS 4 I",
          from: 2015,
          to: 2018,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 220000,
          engines: [
            { fuel: "petrol", kw: 96, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 88, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 133, transmissions: ["at"], drive: "FWD" },
          ],
        },
        {
          name: "DS 4 II",
          from: 2021,
          to: null,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 600000,
          engines: [
            { fuel: "petrol", kw: 96, transmissions: ["at"], drive: "FWD" },
            { fuel: "diesel", kw: 96, transmissions: ["at"], drive: "FWD" },
            { fuel: "hybrid", kw: 165, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "DS 5",
      weight: 8,
      generations: [
        {
          name: "DS 5",
          from: 2015,
          to: 2018,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 280000,
          engines: [
            { fuel: "petrol", kw: 121, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 110, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 133, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "DS 7",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "DS 7 (Crossback)",
          from: 2017,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 450000,
          engines: [
            { fuel: "petrol", kw: 165, transmissions: ["at"], drive: "FWD" },
            { fuel: "diesel", kw: 96, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 130, transmissions: ["at"], drive: "FWD" },
            { fuel: "hybrid", kw: 221, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "DS 9",
      weight: 5,
      generations: [
        {
          name: "DS 9",
          from: 2020,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 900000,
          engines: [
            { fuel: "hybrid", kw: 165, transmissions: ["at"], drive: "FWD" },
            { fuel: "hybrid", kw: 265, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "N°8",
      weight: 1,
      generations: [
        {
          name: "N°8",
          from: 2025,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          engines: [
            { fuel: "electric", kw: 170, transmissions: ["at"], drive: "FWD" },
            { fuel: "electric", kw: 258, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
