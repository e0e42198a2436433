import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Xpeng",
  weight: 0.005,
  color: "#2B2B2B",
  country: "China",
  models: [
    {
      name: "G6",
      popular: true,
      weight: 50,
      generations: [
        {
          name: "G6",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 900000,
          engines: [
            { fuel: "electric", kw: 190, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 210, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 350, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "G9",
      weight: 30,
      generations: [
        {
          name: "G9",
          from: 2023,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1200000,
          engines: [
            { fuel: "electric", kw: 230, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 405, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "P7",
      weight: 20,
      generations: [
        {
          name: "P7",
          from: 2023,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 1000000,
          engines: [
            { fuel: "electric", kw: 203, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 348, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
