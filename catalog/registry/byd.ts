import type { MakeData } from "../../lib/registry/types";

export default {
  name: "BYD",
  weight: 0.12,
  color: "#D7000F",
  country: "China",
  models: [
    {
      name: "Atto 3",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "Atto 3",
          from: 2022,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 600000,
          engines: [{ fuel: "electric", kw: 150, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Dolphin",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "Dolphin",
          from: 2023,
          to: null,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 550000,
          engines: [
            { fuel: "electric", kw: 70, transmissions: ["at"], drive: "FWD" },
            { fuel: "electric", kw: 150, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Dolphin Surf",
      weight: 5,
      generations: [
        {
          name: "Dolphin Surf",
          from: 2025,
          to: null,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          engines: [
            { fuel: "electric", kw: 65, transmissions: ["at"], drive: "FWD" },
            { fuel: "electric", kw: 115, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Seal",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Seal",
          from: 2023,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 900000,
          engines: [
            { fuel: "electric", kw: 230, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 390, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Seal U",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Seal U",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 850000,
          engines: [
            { fuel: "electric", kw: 160, transmissions: ["at"], drive: "FWD" },
            { fuel: "hybrid", kw: 160, transmissions: ["at"], drive: "FWD" },
            { fuel: "hybrid", kw: 239, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Atto 2",
      weight: 5,
      generations: [
        {
          name: "Atto 2",
          from: 2025,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          engines: [{ fuel: "electric", kw: 130, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Sealion 7",
      weight: 5,
      generations: [
        {
          name: "Sealion 7",
          from: 2025,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          engines: [
            { fuel: "electric", kw: 230, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 390, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Han",
      weight: 3,
      generations: [
        {
          name: "Han",
          from: 2022,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 1000000,
          engines: [{ fuel: "electric", kw: 380, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "Tang",
      weight: 3,
      generations: [
        {
          name: "Tang",
          from: 2022,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1100000,
          engines: [{ fuel: "electric", kw: 380, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
