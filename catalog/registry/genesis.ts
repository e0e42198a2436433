import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Genesis",
  weight: 0.02,
  color: "#1C1C1C",
  country: "South Korea",
  models: [
    {
      name: "G70",
      weight: 20,
      generations: [
        {
          name: "G70",
          from: 2021,
          to: null,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 800000,
          engines: [
            { fuel: "petrol", kw: 180, transmissions: ["at"], drive: "RWD" },
            { fuel: "diesel", kw: 147, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "G80",
      weight: 20,
      generations: [
        {
          name: "G80 (RG3)",
          from: 2021,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 1100000,
          engines: [
            { fuel: "petrol", kw: 224, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 272, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "GV60",
      weight: 20,
      generations: [
        {
          name: "GV60",
          from: 2022,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1000000,
          engines: [
            { fuel: "electric", kw: 168, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 320, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "GV70",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "GV70",
          from: 2021,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1100000,
          engines: [
            { fuel: "petrol", kw: 224, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 154, transmissions: ["at"], drive: "AWD" },
            { fuel: "electric", kw: 320, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "GV80",
      weight: 15,
      generations: [
        {
          name: "GV80",
          from: 2021,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1500000,
          engines: [
            { fuel: "petrol", kw: 224, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 204, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
