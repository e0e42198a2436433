import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Isuzu",
  weight: 0.1,
  color: "#C8102E",
  country: "Japan",
  models: [
    {
      name: "D-Max",
      popular: true,
      weight: 85,
      generations: [
        {
          name: "D-Max I",
          from: 2002,
          to: 2012,
          bodyTypes: ["PICKUP"],
          minPrice: 100000,
          engines: [
            { fuel: "diesel", kw: 96, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 120, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
        {
          name: "D-Max II",
          from: 2012,
          to: 2020,
          bodyTypes: ["PICKUP"],
          minPrice: 300000,
          engines: [
            { fuel: "diesel", kw: 120, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 110, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
        {
          name: "D-Max III",
          from: 2020,
          to: null,
          bodyTypes: ["PICKUP"],
          minPrice: 650000,
          engines: [
            { fuel: "diesel", kw: 120, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "electric", kw: 140, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Trooper",
      weight: 10,
      generations: [
        {
          name: "Trooper II",
          from: 1991,
          to: 2004,
          bodyTypes: ["THREE_DOOR_SUV", "FIVE_DOOR_SUV"],
          minPrice: 50000,
          engines: [
            { fuel: "diesel", kw: 117, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "petrol", kw: 158, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
