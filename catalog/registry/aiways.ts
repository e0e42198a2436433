import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Aiways",
  weight: 0.005,
  color: "#0B0B0B",
  country: "China",
  models: [
    {
      name: "U5",
      popular: true,
      weight: 70,
      generations: [
        {
          name: "U5",
          from: 2020,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 450000,
          engines: [{ fuel: "electric", kw: 150, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "U6",
      weight: 30,
      generations: [
        {
          name: "U6",
          from: 2022,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 700000,
          engines: [{ fuel: "electric", kw: 160, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
