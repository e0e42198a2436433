import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Alpine",
  weight: 0.01,
  color: "#0055A4",
  country: "France",
  models: [
    {
      name: "A110",
      popular: true,
      weight: 70,
      generations: [
        {
          name: "A110",
          from: 2017,
          to: null,
          bodyTypes: ["COUPE"],
          minPrice: 1300000,
          engines: [
            { fuel: "petrol", kw: 185, transmissions: ["amt"], drive: "RWD" },
            { fuel: "petrol", kw: 221, transmissions: ["amt"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "A290",
      weight: 20,
      generations: [
        {
          name: "A290",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          engines: [
            { fuel: "electric", kw: 130, transmissions: ["at"], drive: "FWD" },
            { fuel: "electric", kw: 160, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "A390",
      weight: 5,
      generations: [
        {
          name: "A390",
          from: 2025,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          engines: [
            { fuel: "electric", kw: 345, transmissions: ["at"], drive: "AWD" },
            { fuel: "electric", kw: 400, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
