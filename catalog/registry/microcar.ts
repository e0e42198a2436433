import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Microcar",
  weight: 0.03,
  color: "#E2001A",
  country: "France",
  models: [
    {
      name: "M.Go",
      popular: true,
      weight: 50,
      generations: [
        {
          name: "M.Go",
          from: 2008,
          to: null,
          bodyTypes: ["THREE_DOOR_HATCHBACK"],
          minPrice: 80000,
          engines: [
            { fuel: "diesel", kw: 4, transmissions: ["cvt"], drive: "FWD" },
            { fuel: "electric", kw: 6, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "MC1",
      weight: 20,
      generations: [
        {
          name: "MC1",
          from: 2003,
          to: 2008,
          bodyTypes: ["THREE_DOOR_HATCHBACK"],
          minPrice: 40000,
          engines: [{ fuel: "diesel", kw: 4, transmissions: ["cvt"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "MC2",
      weight: 15,
      generations: [
        {
          name: "MC2",
          from: 2003,
          to: 2008,
          bodyTypes: ["THREE_DOOR_HATCHBACK"],
          minPrice: 40000,
          engines: [{ fuel: "diesel", kw: 4, transmissions: ["cvt"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Virgo",
      weight: 15,
      generations: [
        {
          name: "Virgo",
          from: 1998,
          to: 2008,
          bodyTypes: ["THREE_DOOR_HATCHBACK"],
          minPrice: 30000,
          engines: [{ fuel: "diesel", kw: 4, transmissions: ["cvt"], drive: "FWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
