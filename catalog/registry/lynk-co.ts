import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Lynk & Co",
  weight: 0.02,
  color: "#111111",
  country: "China",
  models: [
    {
      name: "01",
      popular: true,
      weight: 80,
      generations: [
        {
          name: "01",
          from: 2021,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 550000,
          engines: [
            { fuel: "hybrid", kw: 192, transmissions: ["amt"], drive: "FWD" },
            { fuel: "hybrid", kw: 145, transmissions: ["amt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "02",
      weight: 10,
      generations: [
        {
          name: "02",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          engines: [{ fuel: "electric", kw: 200, transmissions: ["at"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "08",
      weight: 10,
      generations: [
        {
          name: "08",
          from: 2025,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          engines: [{ fuel: "hybrid", kw: 257, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
