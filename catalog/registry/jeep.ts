import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Jeep",
  weight: 0.5,
  color: "#374A2F",
  country: "United States",
  models: [
    {
      name: "Grand Cherokee",
      popular: true,
      weight: 35,
      generations: [
        {
          name: "Grand Cherokee (WJ)",
          from: 1999,
          to: 2004,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 50000,
          engines: [
            { fuel: "petrol", kw: 143, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 173, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 120, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "Grand Cherokee (WK)",
          from: 2005,
          to: 2010,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 120000,
          engines: [
            { fuel: "petrol", kw: 240, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 160, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 313, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "Grand Cherokee (WK2)",
          from: 2011,
          to: 2021,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 350000,
          engines: [
            { fuel: "petrol", kw: 210, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 184, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 213, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 344, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "Grand Cherokee (WL)",
          from: 2022,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1500000,
          engines: [{ fuel: "hybrid", kw: 280, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "Cherokee",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "Cherokee (KJ)",
          from: 2001,
          to: 2007,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 50000,
          engines: [
            { fuel: "petrol", kw: 155, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 105, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
        {
          name: "Cherokee (KK)",
          from: 2008,
          to: 2013,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 120000,
          engines: [
            { fuel: "petrol", kw: 150, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 130, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
        {
          name: "Cherokee (KL)",
          from: 2014,
          to: 2021,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 350000,
          engines: [
            { fuel: "petrol", kw: 200, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 103, transmissions: ["mt"], drive: "FWD" },
            { fuel: "diesel", kw: 147, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Wrangler",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Wrangler (TJ)",
          from: 1996,
          to: 2006,
          bodyTypes: ["THREE_DOOR_SUV", "CONVERTIBLE"],
          minPrice: 200000,
          engines: [
            { fuel: "petrol", kw: 130, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 105, transmissions: ["mt"], drive: "AWD" },
          ],
        },
        {
          name: "Wrangler (JK)",
          from: 2007,
          to: 2018,
          bodyTypes: ["THREE_DOOR_SUV", "FIVE_DOOR_SUV"],
          minPrice: 350000,
          engines: [
            { fuel: "petrol", kw: 209, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 130, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 147, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
        {
          name: "Wrangler (JL)",
          from: 2018,
          to: null,
          bodyTypes: ["THREE_DOOR_SUV", "FIVE_DOOR_SUV"],
          minPrice: 1000000,
          engines: [
            { fuel: "petrol", kw: 200, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 147, transmissions: ["at"], drive: "AWD" },
            { fuel: "hybrid", kw: 280, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Compass",
      popular: true,
      weight: 12,
      generations: [
        {
          name: "Compass (MK)",
          from: 2006,
          to: 2016,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 80000,
          engines: [
            { fuel: "petrol", kw: 115, transmissions: ["mt", "cvt"], drive: "AWD" },
            { fuel: "diesel", kw: 120, transmissions: ["mt"], drive: "AWD" },
          ],
        },
        {
          name: "Compass (MP)",
          from: 2017,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 400000,
          engines: [
            { fuel: "petrol", kw: 110, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "diesel", kw: 103, transmissions: ["mt"], drive: "FWD" },
            { fuel: "diesel", kw: 125, transmissions: ["at"], drive: "AWD" },
            { fuel: "hybrid", kw: 177, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Renegade",
      popular: true,
      weight: 12,
      generations: [
        {
          name: "Renegade (BU)",
          from: 2014,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 230000,
          engines: [
            { fuel: "petrol", kw: 88, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 103, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "diesel", kw: 88, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "diesel", kw: 125, transmissions: ["at"], drive: "AWD" },
            { fuel: "hybrid", kw: 177, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Patriot",
      weight: 3,
      generations: [
        {
          name: "Patriot",
          from: 2007,
          to: 2016,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 100000,
          engines: [
            { fuel: "petrol", kw: 115, transmissions: ["mt", "cvt"], drive: "AWD" },
            { fuel: "diesel", kw: 120, transmissions: ["mt"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Commander",
      weight: 2,
      generations: [
        {
          name: "Commander (XK)",
          from: 2006,
          to: 2010,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 150000,
          engines: [
            { fuel: "diesel", kw: 160, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 240, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Avenger",
      weight: 1,
      generations: [
        {
          name: "Avenger",
          from: 2023,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 550000,
          engines: [
            { fuel: "petrol", kw: 74, transmissions: ["mt"], drive: "FWD" },
            { fuel: "hybrid", kw: 74, transmissions: ["amt"], drive: "FWD" },
            { fuel: "electric", kw: 115, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
