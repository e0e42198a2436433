import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Lincoln",
  weight: 0.01,
  color: "#3E4A53",
  country: "United States",
  models: [
    {
      name: "Navigator",
      popular: true,
      weight: 40,
      generations: [
        {
          name: "Navigator II",
          from: 2003,
          to: 2006,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 150000,
          engines: [{ fuel: "petrol", kw: 224, transmissions: ["at"], drive: "AWD" }],
        },
        {
          name: "Navigator III",
          from: 2007,
          to: 2017,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 350000,
          engines: [
            { fuel: "petrol", kw: 231, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 283, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "Navigator IV",
          from: 2018,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1500000,
          engines: [{ fuel: "petrol", kw: 336, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "Town Car",
      weight: 30,
      generations: [
        {
          name: "Town Car III",
          from: 1998,
          to: 2011,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 150000,
          engines: [{ fuel: "petrol", kw: 178, transmissions: ["at"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "Continental",
      weight: 15,
      generations: [
        {
          name: "Continental X",
          from: 2017,
          to: 2020,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 700000,
          engines: [{ fuel: "petrol", kw: 298, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "MKZ",
      weight: 10,
      generations: [
        {
          name: "MKZ II",
          from: 2013,
          to: 2020,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 350000,
          engines: [
            { fuel: "petrol", kw: 179, transmissions: ["at"], drive: "FWD" },
            { fuel: "hybrid", kw: 141, transmissions: ["cvt"], drive: "FWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
