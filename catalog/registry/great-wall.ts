import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Great Wall",
  weight: 0.01,
  color: "#B3002D",
  country: "China",
  models: [
    {
      name: "Steed",
      popular: true,
      weight: 50,
      generations: [
        {
          name: "Steed 5",
          from: 2009,
          to: 2016,
          bodyTypes: ["PICKUP"],
          minPrice: 100000,
          engines: [
            { fuel: "diesel", kw: 105, transmissions: ["mt"], drive: "AWD" },
            { fuel: "petrol", kw: 80, transmissions: ["mt"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Hover",
      weight: 40,
      generations: [
        {
          name: "Hover H5",
          from: 2010,
          to: 2016,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 120000,
          engines: [
            { fuel: "diesel", kw: 105, transmissions: ["mt"], drive: "AWD" },
            { fuel: "petrol", kw: 93, transmissions: ["mt"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Ora 03",
      weight: 10,
      generations: [
        {
          name: "Ora 03",
          from: 2022,
          to: null,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 600000,
          engines: [
            { fuel: "electric", kw: 126, transmissions: ["at"], drive: "FWD" },
            { fuel: "electric", kw: 126, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
