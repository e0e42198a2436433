import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Cupra",
  popular: true,
  weight: 0.7,
  color: "#95572B",
  country: "Spain",
  models: [
    {
      name: "Formentor",
      popular: true,
      weight: 35,
      generations: [
        {
          name: "Formentor",
          from: 2020,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 550000,
          variants: [
            "1.5 TSI",
            "2.0 TSI 4Drive",
            "2.0 TDI",
            "1.4 e-Hybrid",
            "1.5 e-Hybrid",
            "VZ",
            "VZ5",
          ],
          engines: [
            {
              fuel: "petrol",
              kw: 110,
              transmissions: ["mt", "amt"],
              drive: "FWD",
              variant: "1.5 TSI",
            },
            {
              fuel: "petrol",
              kw: 140,
              transmissions: ["amt"],
              drive: "AWD",
              variant: "2.0 TSI 4Drive",
            },
            { fuel: "diesel", kw: 110, transmissions: ["amt"], drive: "FWD", variant: "2.0 TDI" },
            {
              fuel: "hybrid",
              kw: 150,
              transmissions: ["amt"],
              drive: "FWD",
              variant: "1.4 e-Hybrid",
            },
            {
              fuel: "hybrid",
              kw: 200,
              transmissions: ["amt"],
              drive: "FWD",
              variant: "1.5 e-Hybrid",
            },
            { fuel: "petrol", kw: 228, transmissions: ["amt"], drive: "AWD", variant: "VZ" },
            { fuel: "petrol", kw: 287, transmissions: ["amt"], drive: "AWD", variant: "VZ5" },
          ],
        },
      ],
    },
    {
      name: "Leon",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "Leon (KL)",
          from: 2020,
          to: null,
          bodyTypes: ["FIVE_DOOR_HATCHBACK", "ESTATE_CAR"],
          minPrice: 550000,
          variants: ["1.5 eTSI", "2.0 TSI", "1.4 e-Hybrid", "VZ", "VZ 4Drive", "Sportstourer"],
          engines: [
            { fuel: "petrol", kw: 110, transmissions: ["amt"], drive: "FWD", variant: "1.5 eTSI" },
            { fuel: "petrol", kw: 180, transmissions: ["amt"], drive: "FWD", variant: "2.0 TSI" },
            {
              fuel: "hybrid",
              kw: 180,
              transmissions: ["amt"],
              drive: "FWD",
              variant: "1.4 e-Hybrid",
            },
            { fuel: "petrol", kw: 221, transmissions: ["amt"], drive: "FWD", variant: "VZ" },
            { fuel: "petrol", kw: 228, transmissions: ["amt"], drive: "AWD", variant: "VZ 4Drive" },
          ],
        },
      ],
    },
    {
      name: "Ateca",
      popular: true,
      weight: 10,
      generations: [
        {
          name: "Ateca",
          from: 2018,
          to: 2024,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 650000,
          variants: ["2.0 TSI 4Drive"],
          engines: [
            {
              fuel: "petrol",
              kw: 221,
              transmissions: ["amt"],
              drive: "AWD",
              variant: "2.0 TSI 4Drive",
            },
          ],
        },
      ],
    },
    {
      name: "Born",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Born",
          from: 2021,
          to: null,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 550000,
          variants: ["45 kWh", "58 kWh", "77 kWh", "VZ"],
          engines: [
            { fuel: "electric", kw: 110, transmissions: ["at"], drive: "RWD", variant: "45 kWh" },
            { fuel: "electric", kw: 150, transmissions: ["at"], drive: "RWD", variant: "58 kWh" },
            { fuel: "electric", kw: 170, transmissions: ["at"], drive: "RWD", variant: "77 kWh" },
            { fuel: "electric", kw: 240, transmissions: ["at"], drive: "RWD", variant: "VZ" },
          ],
        },
      ],
    },
    {
      name: "Terramar",
      popular: true,
      weight: 8,
      generations: [
        {
          name: "Terramar",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 900000,
          variants: ["1.5 eTSI", "2.0 TSI 4Drive", "1.5 e-Hybrid", "VZ"],
          engines: [
            { fuel: "petrol", kw: 110, transmissions: ["amt"], drive: "FWD", variant: "1.5 eTSI" },
            {
              fuel: "petrol",
              kw: 150,
              transmissions: ["amt"],
              drive: "AWD",
              variant: "2.0 TSI 4Drive",
            },
            {
              fuel: "hybrid",
              kw: 200,
              transmissions: ["amt"],
              drive: "FWD",
              variant: "1.5 e-Hybrid",
            },
            { fuel: "petrol", kw: 195, transmissions: ["amt"], drive: "AWD", variant: "VZ" },
          ],
        },
      ],
    },
    {
      name: "Tavascan",
      weight: 5,
      generations: [
        {
          name: "Tavascan",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1000000,
          variants: ["Endurance", "VZ"],
          engines: [
            {
              fuel: "electric",
              kw: 210,
              transmissions: ["at"],
              drive: "RWD",
              variant: "Endurance",
            },
            { fuel: "electric", kw: 250, transmissions: ["at"], drive: "AWD", variant: "VZ" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
