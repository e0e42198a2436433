import type { MakeData } from "../../lib/registry/types";

export default {
  name: "MG",
  weight: 0.25,
  color: "#B31B34",
  country: "United Kingdom",
  models: [
    {
      name: "ZS",
      popular: true,
      weight: 35,
      generations: [
        {
          name: "ZS I",
          from: 2017,
          to: 2024,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 280000,
          variants: ["1.5 VTi", "1.0 T-GDI", "EV"],
          engines: [
            { fuel: "petrol", kw: 78, transmissions: ["mt"], drive: "FWD", variant: "1.5 VTi" },
            {
              fuel: "petrol",
              kw: 82,
              transmissions: ["mt", "at"],
              drive: "FWD",
              variant: "1.0 T-GDI",
            },
            { fuel: "electric", kw: 130, transmissions: ["at"], drive: "FWD", variant: "EV" },
          ],
        },
        {
          name: "ZS II",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 500000,
          variants: ["1.5", "Hybrid+"],
          engines: [
            { fuel: "petrol", kw: 78, transmissions: ["mt"], drive: "FWD", variant: "1.5" },
            { fuel: "hybrid", kw: 143, transmissions: ["at"], drive: "FWD", variant: "Hybrid+" },
          ],
        },
      ],
    },
    {
      name: "HS",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "HS I",
          from: 2019,
          to: 2024,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 450000,
          variants: ["1.5 T-GDI", "PHEV"],
          engines: [
            {
              fuel: "petrol",
              kw: 119,
              transmissions: ["mt", "amt"],
              drive: "FWD",
              variant: "1.5 T-GDI",
            },
            { fuel: "hybrid", kw: 190, transmissions: ["at"], drive: "FWD", variant: "PHEV" },
          ],
        },
        {
          name: "HS II",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 650000,
          variants: ["1.5 T-GDI", "PHEV"],
          engines: [
            {
              fuel: "petrol",
              kw: 125,
              transmissions: ["mt", "amt"],
              drive: "FWD",
              variant: "1.5 T-GDI",
            },
            { fuel: "hybrid", kw: 200, transmissions: ["at"], drive: "FWD", variant: "PHEV" },
          ],
        },
      ],
    },
    {
      name: "MG4",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "MG4 Electric",
          from: 2022,
          to: null,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 450000,
          variants: ["Standard", "Long Range", "XPOWER"],
          engines: [
            { fuel: "electric", kw: 125, transmissions: ["at"], drive: "RWD", variant: "Standard" },
            {
              fuel: "electric",
              kw: 150,
              transmissions: ["at"],
              drive: "RWD",
              variant: "Long Range",
            },
            { fuel: "electric", kw: 320, transmissions: ["at"], drive: "AWD", variant: "XPOWER" },
          ],
        },
      ],
    },
    {
      name: "MG5",
      weight: 5,
      generations: [
        {
          name: "MG5 Electric",
          from: 2020,
          to: null,
          bodyTypes: ["ESTATE_CAR"],
          minPrice: 450000,
          engines: [{ fuel: "electric", kw: 115, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "MG3",
      weight: 5,
      generations: [
        {
          name: "MG3 Hybrid+",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 450000,
          engines: [{ fuel: "hybrid", kw: 143, transmissions: ["at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Marvel R",
      weight: 1,
      generations: [
        {
          name: "Marvel R",
          from: 2021,
          to: 2023,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 600000,
          engines: [
            { fuel: "electric", kw: 132, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 212, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Cyberster",
      weight: 0.5,
      generations: [
        {
          name: "Cyberster",
          from: 2024,
          to: null,
          bodyTypes: ["CONVERTIBLE"],
          engines: [
            { fuel: "electric", kw: 250, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 375, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "TF",
      weight: 2,
      generations: [
        {
          name: "MGF / TF",
          from: 1995,
          to: 2011,
          bodyTypes: ["CONVERTIBLE"],
          minPrice: 50000,
          engines: [
            { fuel: "petrol", kw: 85, transmissions: ["mt"], drive: "RWD" },
            { fuel: "petrol", kw: 100, transmissions: ["mt", "cvt"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "ZR",
      weight: 1,
      generations: [
        {
          name: "ZR",
          from: 2001,
          to: 2005,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "FIVE_DOOR_HATCHBACK"],
          minPrice: 25000,
          engines: [
            { fuel: "petrol", kw: 77, transmissions: ["mt"], drive: "FWD" },
            { fuel: "diesel", kw: 83, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "ZT",
      weight: 1,
      generations: [
        {
          name: "ZT",
          from: 2001,
          to: 2005,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 40000,
          engines: [
            { fuel: "petrol", kw: 118, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 100, transmissions: ["mt", "at"], drive: "RWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
