import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Saab",
  weight: 0.12,
  color: "#00205B",
  country: "Sweden",
  models: [
    {
      name: "9-3",
      popular: true,
      weight: 60,
      generations: [
        {
          name: "9-3 I",
          from: 1998,
          to: 2002,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "FIVE_DOOR_HATCHBACK", "CONVERTIBLE"],
          minPrice: 30000,
          engines: [
            { fuel: "petrol", kw: 110, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 136, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 85, transmissions: ["mt"], drive: "FWD" },
          ],
        },
        {
          name: "9-3 II",
          from: 2002,
          to: 2014,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR", "CONVERTIBLE"],
          minPrice: 50000,
          engines: [
            { fuel: "petrol", kw: 110, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 154, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 88, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 110, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 206, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "9-5",
      popular: true,
      weight: 40,
      generations: [
        {
          name: "9-5 I",
          from: 1997,
          to: 2010,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 30000,
          engines: [
            { fuel: "petrol", kw: 110, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 162, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 110, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
        {
          name: "9-5 II",
          from: 2010,
          to: 2012,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 150000,
          engines: [
            { fuel: "petrol", kw: 132, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 118, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 221, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
