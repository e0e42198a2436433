import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Lexus",
  weight: 0.35,
  color: "#1A1A1A",
  country: "Japan",
  models: [
    {
      name: "RX",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "RX II (XU30)",
          from: 2003,
          to: 2008,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 90000,
          engines: [
            { fuel: "petrol", kw: 203, transmissions: ["at"], drive: "AWD" },
            { fuel: "hybrid", kw: 155, transmissions: ["cvt"], drive: "AWD" },
          ],
        },
        {
          name: "RX III (AL10)",
          from: 2009,
          to: 2015,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 250000,
          engines: [
            { fuel: "hybrid", kw: 220, transmissions: ["cvt"], drive: "AWD" },
            { fuel: "petrol", kw: 204, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "RX IV (AL20)",
          from: 2015,
          to: 2022,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 650000,
          engines: [
            { fuel: "hybrid", kw: 230, transmissions: ["cvt"], drive: "AWD" },
            { fuel: "petrol", kw: 175, transmissions: ["at"], drive: "FWD" },
          ],
        },
        {
          name: "RX V (ALA10)",
          from: 2022,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1500000,
          engines: [
            { fuel: "hybrid", kw: 184, transmissions: ["cvt"], drive: "AWD" },
            { fuel: "hybrid", kw: 227, transmissions: ["cvt"], drive: "AWD" },
            { fuel: "hybrid", kw: 273, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "NX",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "NX I (AZ10)",
          from: 2014,
          to: 2021,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 500000,
          engines: [
            { fuel: "hybrid", kw: 147, transmissions: ["cvt"], drive: "AWD" },
            { fuel: "petrol", kw: 175, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "NX II (AZ20)",
          from: 2021,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1100000,
          engines: [
            { fuel: "hybrid", kw: 179, transmissions: ["cvt"], drive: "AWD" },
            { fuel: "hybrid", kw: 227, transmissions: ["cvt"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "IS",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "IS I (XE10)",
          from: 1999,
          to: 2005,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 50000,
          engines: [
            { fuel: "petrol", kw: 114, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "petrol", kw: 157, transmissions: ["mt", "at"], drive: "RWD" },
          ],
        },
        {
          name: "IS II (XE20)",
          from: 2005,
          to: 2013,
          bodyTypes: ["SEDAN_SALOON", "CONVERTIBLE"],
          minPrice: 120000,
          engines: [
            { fuel: "petrol", kw: 153, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "diesel", kw: 130, transmissions: ["mt"], drive: "RWD" },
            { fuel: "petrol", kw: 311, transmissions: ["at"], drive: "RWD" },
          ],
        },
        {
          name: "IS III (XE30)",
          from: 2013,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 450000,
          engines: [
            { fuel: "hybrid", kw: 164, transmissions: ["cvt"], drive: "RWD" },
            { fuel: "petrol", kw: 180, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "CT",
      popular: true,
      weight: 12,
      generations: [
        {
          name: "CT 200h",
          from: 2011,
          to: 2022,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 220000,
          engines: [{ fuel: "hybrid", kw: 100, transmissions: ["cvt"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "UX",
      popular: true,
      weight: 10,
      generations: [
        {
          name: "UX",
          from: 2018,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 650000,
          engines: [
            { fuel: "hybrid", kw: 135, transmissions: ["cvt"], drive: "FWD" },
            { fuel: "hybrid", kw: 135, transmissions: ["cvt"], drive: "AWD" },
            { fuel: "electric", kw: 150, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "GS",
      weight: 5,
      generations: [
        {
          name: "GS III (S190)",
          from: 2005,
          to: 2011,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 150000,
          engines: [
            { fuel: "petrol", kw: 183, transmissions: ["at"], drive: "RWD" },
            { fuel: "hybrid", kw: 254, transmissions: ["cvt"], drive: "RWD" },
          ],
        },
        {
          name: "GS IV (L10)",
          from: 2012,
          to: 2020,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 500000,
          engines: [
            { fuel: "hybrid", kw: 164, transmissions: ["cvt"], drive: "RWD" },
            { fuel: "hybrid", kw: 254, transmissions: ["cvt"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "ES",
      weight: 4,
      generations: [
        {
          name: "ES VII (XZ10)",
          from: 2018,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 800000,
          engines: [{ fuel: "hybrid", kw: 160, transmissions: ["cvt"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "LS",
      weight: 2,
      generations: [
        {
          name: "LS IV (XF40)",
          from: 2006,
          to: 2017,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 300000,
          engines: [
            { fuel: "petrol", kw: 280, transmissions: ["at"], drive: "RWD" },
            { fuel: "hybrid", kw: 327, transmissions: ["cvt"], drive: "AWD" },
          ],
        },
        {
          name: "LS V (XF50)",
          from: 2017,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 1500000,
          engines: [{ fuel: "hybrid", kw: 264, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "LBX",
      weight: 3,
      generations: [
        {
          name: "LBX",
          from: 2023,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 650000,
          engines: [
            { fuel: "hybrid", kw: 100, transmissions: ["cvt"], drive: "FWD" },
            { fuel: "hybrid", kw: 100, transmissions: ["cvt"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "RZ",
      weight: 1,
      generations: [
        {
          name: "RZ",
          from: 2023,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1300000,
          engines: [{ fuel: "electric", kw: 230, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "RC",
      weight: 1,
      generations: [
        {
          name: "RC",
          from: 2014,
          to: null,
          bodyTypes: ["COUPE"],
          minPrice: 700000,
          engines: [
            { fuel: "hybrid", kw: 164, transmissions: ["cvt"], drive: "RWD" },
            { fuel: "petrol", kw: 351, transmissions: ["at"], drive: "RWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
