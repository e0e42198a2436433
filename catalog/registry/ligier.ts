import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Ligier",
  weight: 0.03,
  color: "#004B93",
  country: "France",
  models: [
    {
      name: "JS50",
      popular: true,
      weight: 50,
      generations: [
        {
          name: "JS50",
          from: 2013,
          to: null,
          bodyTypes: ["THREE_DOOR_HATCHBACK"],
          minPrice: 150000,
          engines: [
            { fuel: "diesel", kw: 4, transmissions: ["cvt"], drive: "FWD" },
            { fuel: "electric", kw: 6, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "JS60",
      weight: 15,
      generations: [
        {
          name: "JS60",
          from: 2017,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 250000,
          engines: [{ fuel: "diesel", kw: 4, transmissions: ["cvt"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "X-Too",
      weight: 25,
      generations: [
        {
          name: "X-Too",
          from: 2006,
          to: 2013,
          bodyTypes: ["THREE_DOOR_HATCHBACK"],
          minPrice: 50000,
          engines: [{ fuel: "diesel", kw: 4, transmissions: ["cvt"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Myli",
      weight: 10,
      generations: [
        {
          name: "Myli",
          from: 2023,
          to: null,
          bodyTypes: ["THREE_DOOR_HATCHBACK"],
          engines: [{ fuel: "electric", kw: 6, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
