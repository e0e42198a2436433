import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Daewoo",
  weight: 0.15,
  color: "#0A3A7A",
  country: "South Korea",
  models: [
    {
      name: "Matiz",
      popular: true,
      weight: 40,
      generations: [
        {
          name: "Matiz (M100/M150)",
          from: 1998,
          to: 2005,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 10000,
          engines: [
            { fuel: "petrol", kw: 37, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 38, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Lanos",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "Lanos",
          from: 1997,
          to: 2002,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "FIVE_DOOR_HATCHBACK", "SEDAN_SALOON"],
          minPrice: 10000,
          engines: [
            { fuel: "petrol", kw: 55, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 78, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Nubira",
      popular: true,
      weight: 10,
      generations: [
        {
          name: "Nubira II",
          from: 1999,
          to: 2003,
          bodyTypes: ["FIVE_DOOR_HATCHBACK", "SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 10000,
          engines: [
            { fuel: "petrol", kw: 78, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "petrol", kw: 98, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Tacuma",
      weight: 8,
      generations: [
        {
          name: "Tacuma",
          from: 2000,
          to: 2004,
          bodyTypes: ["MINIVAN"],
          minPrice: 15000,
          engines: [
            { fuel: "petrol", kw: 66, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 81, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Kalos",
      weight: 8,
      generations: [
        {
          name: "Kalos",
          from: 2002,
          to: 2004,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "FIVE_DOOR_HATCHBACK", "SEDAN_SALOON"],
          minPrice: 15000,
          engines: [
            { fuel: "petrol", kw: 53, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 69, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Leganza",
      weight: 4,
      generations: [
        {
          name: "Leganza",
          from: 1997,
          to: 2002,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 15000,
          engines: [{ fuel: "petrol", kw: 97, transmissions: ["mt", "at"], drive: "FWD" }],
        },
      ],
    },
    {
      name: "Evanda",
      weight: 2,
      generations: [
        {
          name: "Evanda",
          from: 2002,
          to: 2004,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 20000,
          engines: [{ fuel: "petrol", kw: 100, transmissions: ["mt", "at"], drive: "FWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
