import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Leapmotor",
  weight: 0.01,
  color: "#1C1C1C",
  country: "China",
  models: [
    {
      name: "T03",
      popular: true,
      weight: 50,
      generations: [
        {
          name: "T03",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 400000,
          engines: [{ fuel: "electric", kw: 70, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "C10",
      weight: 35,
      generations: [
        {
          name: "C10",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 750000,
          engines: [
            { fuel: "electric", kw: 160, transmissions: ["at"], drive: "RWD" },
            { fuel: "hybrid", kw: 158, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "B10",
      weight: 15,
      generations: [
        {
          name: "B10",
          from: 2025,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          engines: [{ fuel: "electric", kw: 160, transmissions: ["at"], drive: "RWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
