import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Lada",
  weight: 0.08,
  color: "#004B87",
  country: "Russia",
  models: [
    {
      name: "Niva",
      popular: true,
      weight: 60,
      generations: [
        {
          name: "Niva 4x4 (21214)",
          from: 1994,
          to: 2022,
          bodyTypes: ["THREE_DOOR_SUV", "FIVE_DOOR_SUV"],
          minPrice: 60000,
          engines: [
            { fuel: "petrol", kw: 59, transmissions: ["mt"], drive: "AWD" },
            { fuel: "gas", kw: 59, transmissions: ["mt"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Vesta",
      weight: 10,
      generations: [
        {
          name: "Vesta",
          from: 2015,
          to: 2022,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 200000,
          engines: [
            { fuel: "petrol", kw: 78, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "petrol", kw: 90, transmissions: ["mt", "cvt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "XRAY",
      weight: 5,
      generations: [
        {
          name: "XRAY",
          from: 2016,
          to: 2022,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 180000,
          engines: [
            { fuel: "petrol", kw: 78, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "petrol", kw: 90, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Kalina",
      weight: 10,
      generations: [
        {
          name: "Kalina I",
          from: 2004,
          to: 2013,
          bodyTypes: ["FIVE_DOOR_HATCHBACK", "SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 40000,
          engines: [
            { fuel: "petrol", kw: 59, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 72, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Granta",
      weight: 5,
      generations: [
        {
          name: "Granta",
          from: 2011,
          to: null,
          bodyTypes: ["SEDAN_SALOON", "LIFTBACK", "ESTATE_CAR"],
          minPrice: 120000,
          engines: [
            { fuel: "petrol", kw: 64, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "petrol", kw: 72, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
