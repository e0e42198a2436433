import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Tesla",
  weight: 0.3,
  color: "#E31937",
  country: "United States",
  models: [
    {
      name: "Model 3",
      popular: true,
      weight: 45,
      generations: [
        {
          name: "Model 3",
          from: 2019,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 450000,
          variants: ["Standard Range Plus", "Long Range", "Performance"],
          engines: [
            {
              fuel: "electric",
              kw: 208,
              transmissions: ["at"],
              drive: "RWD",
              variant: "Standard Range Plus",
            },
            {
              fuel: "electric",
              kw: 324,
              transmissions: ["at"],
              drive: "AWD",
              variant: "Long Range",
            },
            {
              fuel: "electric",
              kw: 377,
              transmissions: ["at"],
              drive: "AWD",
              variant: "Performance",
            },
          ],
        },
      ],
    },
    {
      name: "Model Y",
      popular: true,
      weight: 35,
      generations: [
        {
          name: "Model Y",
          from: 2021,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 650000,
          variants: ["RWD", "Long Range", "Performance"],
          engines: [
            { fuel: "electric", kw: 220, transmissions: ["at"], drive: "RWD", variant: "RWD" },
            {
              fuel: "electric",
              kw: 378,
              transmissions: ["at"],
              drive: "AWD",
              variant: "Long Range",
            },
            {
              fuel: "electric",
              kw: 393,
              transmissions: ["at"],
              drive: "AWD",
              variant: "Performance",
            },
          ],
        },
      ],
    },
    {
      name: "Model S",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Model S",
          from: 2012,
          to: null,
          bodyTypes: ["LIFTBACK"],
          minPrice: 500000,
          variants: ["75D", "90D", "100D", "P90D", "Long Range", "Plaid"],
          engines: [
            { fuel: "electric", kw: 245, transmissions: ["at"], drive: "AWD", variant: "75D" },
            { fuel: "electric", kw: 310, transmissions: ["at"], drive: "AWD", variant: "90D" },
            { fuel: "electric", kw: 311, transmissions: ["at"], drive: "AWD", variant: "100D" },
            { fuel: "electric", kw: 568, transmissions: ["at"], drive: "AWD", variant: "P90D" },
            {
              fuel: "electric",
              kw: 493,
              transmissions: ["at"],
              drive: "AWD",
              variant: "Long Range",
            },
            { fuel: "electric", kw: 750, transmissions: ["at"], drive: "AWD", variant: "Plaid" },
          ],
        },
      ],
    },
    {
      name: "Model X",
      weight: 5,
      generations: [
        {
          name: "Model X",
          from: 2016,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 900000,
          variants: ["75D", "100D", "Long Range", "Plaid"],
          engines: [
            { fuel: "electric", kw: 245, transmissions: ["at"], drive: "AWD", variant: "75D" },
            { fuel: "electric", kw: 311, transmissions: ["at"], drive: "AWD", variant: "100D" },
            {
              fuel: "electric",
              kw: 493,
              transmissions: ["at"],
              drive: "AWD",
              variant: "Long Range",
            },
            { fuel: "electric", kw: 750, transmissions: ["at"], drive: "AWD", variant: "Plaid" },
          ],
        },
      ],
    },
  ],
} satisfies MakeData;
