import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Polestar",
  weight: 0.05,
  color: "#0A0A0A",
  country: "Sweden",
  models: [
    {
      name: "2",
      popular: true,
      weight: 70,
      generations: [
        {
          name: "Polestar 2",
          from: 2020,
          to: null,
          bodyTypes: ["LIFTBACK"],
          minPrice: 600000,
          variants: [
            "Standard Range Single Motor",
            "Long Range Single Motor",
            "Long Range Dual Motor",
          ],
          engines: [
            {
              fuel: "electric",
              kw: 165,
              transmissions: ["at"],
              drive: "FWD",
              variant: "Standard Range Single Motor",
            },
            {
              fuel: "electric",
              kw: 220,
              transmissions: ["at"],
              drive: "RWD",
              variant: "Long Range Single Motor",
            },
            {
              fuel: "electric",
              kw: 310,
              transmissions: ["at"],
              drive: "AWD",
              variant: "Long Range Dual Motor",
            },
          ],
        },
      ],
    },
    {
      name: "3",
      weight: 10,
      generations: [
        {
          name: "Polestar 3",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1800000,
          engines: [
            { fuel: "electric", kw: 360, transmissions: ["at"], drive: "AWD" },
            { fuel: "electric", kw: 380, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "4",
      weight: 15,
      generations: [
        {
          name: "Polestar 4",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1300000,
          engines: [
            { fuel: "electric", kw: 200, transmissions: ["at"], drive: "RWD" },
            { fuel: "electric", kw: 400, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "1",
      weight: 1,
      generations: [
        {
          name: "Polestar 1",
          from: 2019,
          to: 2021,
          bodyTypes: ["COUPE"],
          minPrice: 2500000,
          engines: [{ fuel: "hybrid", kw: 447, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
