import type { MakeData } from "../../lib/registry/types";

export default {
  name: "SsangYong",
  weight: 0.3,
  color: "#00529B",
  country: "South Korea",
  models: [
    {
      name: "Korando",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "Korando (C200)",
          from: 2010,
          to: 2019,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 130000,
          engines: [
            { fuel: "diesel", kw: 110, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 131, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "petrol", kw: 110, transmissions: ["mt"], drive: "FWD" },
          ],
        },
        {
          name: "Korando (C300)",
          from: 2019,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 450000,
          engines: [
            { fuel: "petrol", kw: 120, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 100, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "electric", kw: 140, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Tivoli",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "Tivoli",
          from: 2015,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 220000,
          engines: [
            { fuel: "petrol", kw: 94, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 120, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 85, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "XLV",
      weight: 5,
      generations: [
        {
          name: "XLV",
          from: 2016,
          to: 2021,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 280000,
          engines: [
            { fuel: "petrol", kw: 94, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 85, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Rexton",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "Rexton I",
          from: 2001,
          to: 2017,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 70000,
          engines: [
            { fuel: "diesel", kw: 121, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 114, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "petrol", kw: 162, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "Rexton G4",
          from: 2017,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 600000,
          engines: [
            { fuel: "diesel", kw: 133, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 149, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Kyron",
      popular: true,
      weight: 12,
      generations: [
        {
          name: "Kyron",
          from: 2005,
          to: 2014,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 70000,
          engines: [
            { fuel: "diesel", kw: 104, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 121, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Actyon",
      weight: 8,
      generations: [
        {
          name: "Actyon",
          from: 2006,
          to: 2012,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 80000,
          engines: [{ fuel: "diesel", kw: 104, transmissions: ["mt", "at"], drive: "AWD" }],
        },
        {
          name: "Actyon (2025)",
          from: 2025,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          engines: [{ fuel: "petrol", kw: 125, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Actyon Sports",
      weight: 6,
      generations: [
        {
          name: "Actyon Sports",
          from: 2006,
          to: 2018,
          bodyTypes: ["PICKUP"],
          minPrice: 120000,
          engines: [
            { fuel: "diesel", kw: 104, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 114, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Musso",
      weight: 6,
      generations: [
        {
          name: "Musso I",
          from: 1993,
          to: 2005,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 40000,
          engines: [
            { fuel: "diesel", kw: 74, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "petrol", kw: 105, transmissions: ["mt", "at"], drive: "AWD" },
          ],
        },
        {
          name: "Musso (Q200)",
          from: 2018,
          to: null,
          bodyTypes: ["PICKUP"],
          minPrice: 600000,
          engines: [{ fuel: "diesel", kw: 133, transmissions: ["mt", "at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "Rodius",
      weight: 4,
      generations: [
        {
          name: "Rodius I",
          from: 2004,
          to: 2013,
          bodyTypes: ["MINIVAN"],
          minPrice: 80000,
          engines: [
            { fuel: "diesel", kw: 121, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "diesel", kw: 114, transmissions: ["mt", "at"], drive: "RWD" },
          ],
        },
        {
          name: "Rodius II",
          from: 2013,
          to: 2019,
          bodyTypes: ["MINIVAN"],
          minPrice: 300000,
          engines: [{ fuel: "diesel", kw: 114, transmissions: ["mt", "at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "Torres",
      weight: 3,
      generations: [
        {
          name: "Torres",
          from: 2022,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 750000,
          engines: [
            { fuel: "petrol", kw: 120, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "electric", kw: 152, transmissions: ["at"], drive: "FWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
