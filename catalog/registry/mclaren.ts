import type { MakeData } from "../../lib/registry/types";

export default {
  name: "McLaren",
  weight: 0.005,
  color: "#FF8000",
  country: "United Kingdom",
  models: [
    {
      name: "570S",
      weight: 30,
      generations: [
        {
          name: "570S / 570GT",
          from: 2015,
          to: 2021,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 3500000,
          engines: [{ fuel: "petrol", kw: 419, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "720S",
      weight: 25,
      generations: [
        {
          name: "720S",
          from: 2017,
          to: 2023,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 5500000,
          engines: [{ fuel: "petrol", kw: 537, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "GT",
      weight: 20,
      generations: [
        {
          name: "GT",
          from: 2019,
          to: null,
          bodyTypes: ["COUPE"],
          minPrice: 4500000,
          engines: [{ fuel: "petrol", kw: 456, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "Artura",
      weight: 15,
      generations: [
        {
          name: "Artura",
          from: 2022,
          to: null,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 5500000,
          engines: [{ fuel: "hybrid", kw: 500, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
    {
      name: "750S",
      weight: 10,
      generations: [
        {
          name: "750S",
          from: 2023,
          to: null,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 8000000,
          engines: [{ fuel: "petrol", kw: 552, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
