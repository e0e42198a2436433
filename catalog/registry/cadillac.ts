import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Cadillac",
  weight: 0.04,
  color: "#8B7355",
  country: "United States",
  models: [
    {
      name: "Escalade",
      popular: true,
      weight: 40,
      generations: [
        {
          name: "Escalade II (GMT800)",
          from: 2002,
          to: 2006,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 200000,
          engines: [{ fuel: "petrol", kw: 257, transmissions: ["at"], drive: "AWD" }],
        },
        {
          name: "Escalade III (GMT900)",
          from: 2007,
          to: 2014,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 400000,
          engines: [
            { fuel: "petrol", kw: 301, transmissions: ["at"], drive: "AWD" },
            { fuel: "hybrid", kw: 248, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "Escalade IV",
          from: 2015,
          to: 2020,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 1000000,
          engines: [{ fuel: "petrol", kw: 313, transmissions: ["at"], drive: "AWD" }],
        },
        {
          name: "Escalade V",
          from: 2021,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 2500000,
          engines: [{ fuel: "petrol", kw: 313, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "CTS",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "CTS I",
          from: 2003,
          to: 2007,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 60000,
          engines: [{ fuel: "petrol", kw: 190, transmissions: ["mt", "at"], drive: "RWD" }],
        },
        {
          name: "CTS II",
          from: 2008,
          to: 2014,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR", "COUPE"],
          minPrice: 200000,
          engines: [
            { fuel: "petrol", kw: 227, transmissions: ["mt", "at"], drive: "RWD" },
            { fuel: "petrol", kw: 415, transmissions: ["mt", "at"], drive: "RWD" },
          ],
        },
      ],
    },
    {
      name: "BLS",
      weight: 10,
      generations: [
        {
          name: "BLS",
          from: 2006,
          to: 2010,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 70000,
          engines: [
            { fuel: "petrol", kw: 129, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 110, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "SRX",
      weight: 15,
      generations: [
        {
          name: "SRX I",
          from: 2004,
          to: 2009,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 120000,
          engines: [
            { fuel: "petrol", kw: 190, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 239, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "SRX II",
          from: 2010,
          to: 2016,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 300000,
          engines: [{ fuel: "petrol", kw: 227, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "STS",
      weight: 5,
      generations: [
        {
          name: "STS",
          from: 2005,
          to: 2011,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 120000,
          engines: [
            { fuel: "petrol", kw: 191, transmissions: ["at"], drive: "RWD" },
            { fuel: "petrol", kw: 239, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Lyriq",
      weight: 3,
      generations: [
        {
          name: "Lyriq",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          engines: [{ fuel: "electric", kw: 388, transmissions: ["at"], drive: "AWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
