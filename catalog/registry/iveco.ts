import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Iveco",
  weight: 0.12,
  color: "#1D428A",
  country: "Italy",
  models: [
    {
      name: "Daily",
      popular: true,
      weight: 90,
      generations: [
        {
          name: "Daily III",
          from: 1999,
          to: 2006,
          bodyTypes: ["VAN", "MINIBUS", "PICKUP"],
          minPrice: 60000,
          engines: [
            { fuel: "diesel", kw: 78, transmissions: ["mt"], drive: "RWD" },
            { fuel: "diesel", kw: 107, transmissions: ["mt"], drive: "RWD" },
            { fuel: "diesel", kw: 130, transmissions: ["mt"], drive: "RWD" },
          ],
        },
        {
          name: "Daily IV",
          from: 2006,
          to: 2011,
          bodyTypes: ["VAN", "MINIBUS", "PICKUP"],
          minPrice: 120000,
          engines: [
            { fuel: "diesel", kw: 78, transmissions: ["mt"], drive: "RWD" },
            { fuel: "diesel", kw: 107, transmissions: ["mt", "amt"], drive: "RWD" },
            { fuel: "diesel", kw: 130, transmissions: ["mt", "amt"], drive: "RWD" },
          ],
        },
        {
          name: "Daily V",
          from: 2011,
          to: 2014,
          bodyTypes: ["VAN", "MINIBUS", "PICKUP"],
          minPrice: 200000,
          engines: [
            { fuel: "diesel", kw: 93, transmissions: ["mt", "amt"], drive: "RWD" },
            { fuel: "diesel", kw: 125, transmissions: ["mt", "amt"], drive: "RWD" },
            { fuel: "gas", kw: 100, transmissions: ["mt"], drive: "RWD" },
          ],
        },
        {
          name: "Daily VI",
          from: 2014,
          to: null,
          bodyTypes: ["VAN", "MINIBUS", "PICKUP"],
          minPrice: 350000,
          engines: [
            { fuel: "diesel", kw: 100, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "diesel", kw: 132, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "diesel", kw: 152, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "gas", kw: 100, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "electric", kw: 140, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "Massif",
      weight: 2,
      generations: [
        {
          name: "Massif",
          from: 2008,
          to: 2011,
          bodyTypes: ["THREE_DOOR_SUV", "FIVE_DOOR_SUV", "PICKUP"],
          minPrice: 300000,
          engines: [{ fuel: "diesel", kw: 130, transmissions: ["mt"], drive: "AWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
