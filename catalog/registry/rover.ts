import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Rover",
  weight: 0.06,
  color: "#1C3F6E",
  country: "United Kingdom",
  models: [
    {
      name: "25",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "25",
          from: 1999,
          to: 2005,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "FIVE_DOOR_HATCHBACK"],
          minPrice: 15000,
          engines: [
            { fuel: "petrol", kw: 62, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 77, transmissions: ["mt", "cvt"], drive: "FWD" },
            { fuel: "diesel", kw: 74, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "45",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "45",
          from: 1999,
          to: 2005,
          bodyTypes: ["FIVE_DOOR_HATCHBACK", "SEDAN_SALOON"],
          minPrice: 15000,
          engines: [
            { fuel: "petrol", kw: 77, transmissions: ["mt", "cvt"], drive: "FWD" },
            { fuel: "petrol", kw: 110, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 74, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "75",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "75",
          from: 1999,
          to: 2005,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 30000,
          engines: [
            { fuel: "petrol", kw: 88, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 130, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 96, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Streetwise",
      weight: 5,
      generations: [
        {
          name: "Streetwise",
          from: 2003,
          to: 2005,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "FIVE_DOOR_HATCHBACK"],
          minPrice: 25000,
          engines: [
            { fuel: "petrol", kw: 62, transmissions: ["mt"], drive: "FWD" },
            { fuel: "diesel", kw: 74, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "400",
      weight: 5,
      generations: [
        {
          name: "400 (HH-R)",
          from: 1995,
          to: 2000,
          bodyTypes: ["FIVE_DOOR_HATCHBACK", "SEDAN_SALOON"],
          minPrice: 10000,
          engines: [
            { fuel: "petrol", kw: 76, transmissions: ["mt"], drive: "FWD" },
            { fuel: "diesel", kw: 63, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
