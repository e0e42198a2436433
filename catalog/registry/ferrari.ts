import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Ferrari",
  weight: 0.02,
  color: "#D40000",
  country: "Italy",
  models: [
    {
      name: "360",
      weight: 5,
      generations: [
        {
          name: "360 Modena / Spider",
          from: 1999,
          to: 2005,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 2000000,
          engines: [{ fuel: "petrol", kw: 294, transmissions: ["mt", "amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "F430",
      weight: 6,
      generations: [
        {
          name: "F430",
          from: 2004,
          to: 2009,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 2500000,
          engines: [{ fuel: "petrol", kw: 360, transmissions: ["mt", "amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "458",
      popular: true,
      weight: 10,
      generations: [
        {
          name: "458 Italia / Spider",
          from: 2009,
          to: 2015,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 4500000,
          engines: [{ fuel: "petrol", kw: 419, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "488",
      popular: true,
      weight: 10,
      generations: [
        {
          name: "488 GTB / Spider",
          from: 2015,
          to: 2019,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 5500000,
          engines: [{ fuel: "petrol", kw: 492, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "F8",
      weight: 6,
      generations: [
        {
          name: "F8 Tributo / Spider",
          from: 2019,
          to: 2023,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 7000000,
          engines: [{ fuel: "petrol", kw: 530, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "296",
      weight: 5,
      generations: [
        {
          name: "296 GTB / GTS",
          from: 2022,
          to: null,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 7500000,
          engines: [{ fuel: "hybrid", kw: 610, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "California",
      popular: true,
      weight: 10,
      generations: [
        {
          name: "California",
          from: 2008,
          to: 2017,
          bodyTypes: ["CONVERTIBLE"],
          minPrice: 2800000,
          engines: [
            { fuel: "petrol", kw: 338, transmissions: ["amt"], drive: "RWD" },
            { fuel: "petrol", kw: 412, transmissions: ["amt"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "Portofino",
      weight: 8,
      generations: [
        {
          name: "Portofino",
          from: 2017,
          to: 2023,
          bodyTypes: ["CONVERTIBLE"],
          minPrice: 4500000,
          engines: [{ fuel: "petrol", kw: 456, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "Roma",
      weight: 8,
      generations: [
        {
          name: "Roma",
          from: 2020,
          to: null,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 5000000,
          engines: [{ fuel: "petrol", kw: 456, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "612 Scaglietti",
      weight: 2,
      generations: [
        {
          name: "612 Scaglietti",
          from: 2004,
          to: 2011,
          bodyTypes: ["COUPE"],
          minPrice: 2500000,
          engines: [{ fuel: "petrol", kw: 397, transmissions: ["mt", "amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "FF",
      weight: 3,
      generations: [
        {
          name: "FF",
          from: 2011,
          to: 2016,
          bodyTypes: ["COUPE"],
          minPrice: 3500000,
          engines: [{ fuel: "petrol", kw: 486, transmissions: ["amt"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "GTC4Lusso",
      weight: 3,
      generations: [
        {
          name: "GTC4Lusso",
          from: 2016,
          to: 2020,
          bodyTypes: ["COUPE"],
          minPrice: 5000000,
          engines: [{ fuel: "petrol", kw: 507, transmissions: ["amt"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "599",
      weight: 2,
      generations: [
        {
          name: "599 GTB Fiorano",
          from: 2006,
          to: 2012,
          bodyTypes: ["COUPE"],
          minPrice: 4500000,
          engines: [{ fuel: "petrol", kw: 456, transmissions: ["mt", "amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "F12",
      weight: 3,
      generations: [
        {
          name: "F12berlinetta",
          from: 2012,
          to: 2017,
          bodyTypes: ["COUPE"],
          minPrice: 6000000,
          engines: [{ fuel: "petrol", kw: 545, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "812",
      weight: 3,
      generations: [
        {
          name: "812 Superfast / GTS",
          from: 2017,
          to: 2024,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 9000000,
          engines: [{ fuel: "petrol", kw: 588, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "SF90",
      weight: 3,
      generations: [
        {
          name: "SF90 Stradale / Spider",
          from: 2019,
          to: null,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 12000000,
          engines: [{ fuel: "hybrid", kw: 735, transmissions: ["amt"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "Purosangue",
      weight: 2,
      generations: [
        {
          name: "Purosangue",
          from: 2023,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 15000000,
          engines: [{ fuel: "petrol", kw: 533, transmissions: ["amt"], drive: "AWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
