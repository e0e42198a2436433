import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Hummer",
  weight: 0.03,
  color: "#F2C300",
  country: "United States",
  models: [
    {
      name: "H2",
      popular: true,
      weight: 50,
      generations: [
        {
          name: "H2",
          from: 2002,
          to: 2009,
          bodyTypes: ["FIVE_DOOR_SUV", "PICKUP"],
          minPrice: 450000,
          engines: [
            { fuel: "petrol", kw: 235, transmissions: ["at"], drive: "AWD" },
            { fuel: "gas", kw: 235, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "H3",
      popular: true,
      weight: 40,
      generations: [
        {
          name: "H3",
          from: 2005,
          to: 2010,
          bodyTypes: ["FIVE_DOOR_SUV", "PICKUP"],
          minPrice: 250000,
          engines: [
            { fuel: "petrol", kw: 180, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "gas", kw: 180, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "H1",
      weight: 10,
      generations: [
        {
          name: "H1",
          from: 1992,
          to: 2006,
          bodyTypes: ["FIVE_DOOR_SUV", "PICKUP"],
          minPrice: 1500000,
          engines: [{ fuel: "diesel", kw: 224, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
