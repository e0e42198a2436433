import type { MakeData } from "../types";

export default {
  name: "Alfa Romeo",
  weight: 0.5,
  color: "#981E32",
  country: "Italy",
  models: [
    {
      name: "147",
      popular: true,
      weight: 20,
      generations: [
        {
          name: "147",
          from: 2000,
          to: 2010,
          bodyTypes: ["THREE_DOOR_HATCHBACK", "FIVE_DOOR_HATCHBACK"],
          minPrice: 20000,
          variants: ["1.6 TS", "2.0 TS", "1.9 JTD", "1.9 JTDm", "GTA"],
          engines: [
            { fuel: "petrol", kw: 88, transmissions: ["mt"], drive: "FWD", variant: "1.6 TS" },
            { fuel: "petrol", kw: 110, transmissions: ["mt", "amt"], drive: "FWD", variant: "2.0 TS" },
            { fuel: "diesel", kw: 85, transmissions: ["mt"], drive: "FWD", variant: "1.9 JTD" },
            { fuel: "diesel", kw: 110, transmissions: ["mt"], drive: "FWD", variant: "1.9 JTDm" },
            { fuel: "petrol", kw: 184, transmissions: ["mt", "amt"], drive: "FWD", variant: "GTA" },
          ],
        },
      ],
    },
    {
      name: "156",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "156",
          from: 1997,
          to: 2007,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 20000,
          variants: ["1.6 TS", "1.8 TS", "2.0 JTS", "2.5 V6", "1.9 JTD", "2.4 JTD", "GTA"],
          engines: [
            { fuel: "petrol", kw: 88, transmissions: ["mt"], drive: "FWD", variant: "1.6 TS" },
            { fuel: "petrol", kw: 103, transmissions: ["mt"], drive: "FWD", variant: "1.8 TS" },
            { fuel: "petrol", kw: 121, transmissions: ["mt", "amt"], drive: "FWD", variant: "2.0 JTS" },
            { fuel: "petrol", kw: 141, transmissions: ["mt", "at"], drive: "FWD", variant: "2.5 V6" },
            { fuel: "diesel", kw: 85, transmissions: ["mt"], drive: "FWD", variant: "1.9 JTD" },
            { fuel: "diesel", kw: 129, transmissions: ["mt"], drive: "FWD", variant: "2.4 JTD" },
            { fuel: "petrol", kw: 184, transmissions: ["mt", "amt"], drive: "FWD", variant: "GTA" },
          ],
        },
      ],
    },
    {
      name: "159",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "159",
          from: 2005,
          to: 2011,
          bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"],
          minPrice: 40000,
          variants: ["1.8 MPI", "1.75 TBi", "2.2 JTS", "3.2 V6 Q4", "1.9 JTDm", "2.0 JTDm", "2.4 JTDm"],
          engines: [
            { fuel: "petrol", kw: 103, transmissions: ["mt"], drive: "FWD", variant: "1.8 MPI" },
            { fuel: "petrol", kw: 147, transmissions: ["mt"], drive: "FWD", variant: "1.75 TBi" },
            { fuel: "petrol", kw: 136, transmissions: ["mt", "amt"], drive: "FWD", variant: "2.2 JTS" },
            { fuel: "petrol", kw: 191, transmissions: ["mt", "at"], drive: "AWD", variant: "3.2 V6 Q4" },
            { fuel: "diesel", kw: 110, transmissions: ["mt", "at"], drive: "FWD", variant: "1.9 JTDm" },
            { fuel: "diesel", kw: 125, transmissions: ["mt"], drive: "FWD", variant: "2.0 JTDm" },
            { fuel: "diesel", kw: 154, transmissions: ["mt", "at"], drive: "FWD", variant: "2.4 JTDm" },
          ],
        },
      ],
    },
    {
      name: "166",
      weight: 2,
      generations: [
        {
          name: "166",
          from: 1998,
          to: 2007,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 30000,
          engines: [
            { fuel: "petrol", kw: 114, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 141, transmissions: ["mt", "at"], drive: "FWD" },
            { fuel: "diesel", kw: 136, transmissions: ["mt", "at"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "GT",
      weight: 5,
      generations: [
        {
          name: "GT",
          from: 2003,
          to: 2010,
          bodyTypes: ["COUPE"],
          minPrice: 50000,
          variants: ["1.8 TS", "2.0 JTS", "3.2 V6", "1.9 JTDm"],
          engines: [
            { fuel: "petrol", kw: 103, transmissions: ["mt"], drive: "FWD", variant: "1.8 TS" },
            { fuel: "petrol", kw: 121, transmissions: ["mt", "amt"], drive: "FWD", variant: "2.0 JTS" },
            { fuel: "petrol", kw: 176, transmissions: ["mt"], drive: "FWD", variant: "3.2 V6" },
            { fuel: "diesel", kw: 110, transmissions: ["mt"], drive: "FWD", variant: "1.9 JTDm" },
          ],
        },
      ],
    },
    {
      name: "Brera",
      weight: 2,
      generations: [
        {
          name: "Brera",
          from: 2005,
          to: 2010,
          bodyTypes: ["COUPE"],
          minPrice: 150000,
          engines: [
            { fuel: "petrol", kw: 147, transmissions: ["mt"], drive: "FWD" },
            { fuel: "petrol", kw: 191, transmissions: ["mt", "at"], drive: "AWD" },
            { fuel: "diesel", kw: 154, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "Spider",
      weight: 1,
      generations: [
        {
          name: "Spider (939)",
          from: 2006,
          to: 2010,
          bodyTypes: ["CONVERTIBLE"],
          minPrice: 200000,
          engines: [
            { fuel: "petrol", kw: 136, transmissions: ["mt", "amt"], drive: "FWD" },
            { fuel: "diesel", kw: 154, transmissions: ["mt"], drive: "FWD" },
          ],
        },
      ],
    },
    {
      name: "MiTo",
      popular: true,
      weight: 10,
      generations: [
        {
          name: "MiTo",
          from: 2008,
          to: 2018,
          bodyTypes: ["THREE_DOOR_HATCHBACK"],
          minPrice: 70000,
          variants: ["1.4", "1.4 TB", "1.4 MultiAir", "0.9 TwinAir", "1.3 JTDm", "1.6 JTDm", "Quadrifoglio Verde"],
          engines: [
            { fuel: "petrol", kw: 57, transmissions: ["mt"], drive: "FWD", variant: "1.4" },
            { fuel: "petrol", kw: 88, transmissions: ["mt"], drive: "FWD", variant: "1.4 TB" },
            { fuel: "petrol", kw: 103, transmissions: ["mt", "amt"], drive: "FWD", variant: "1.4 MultiAir" },
            { fuel: "petrol", kw: 63, transmissions: ["mt"], drive: "FWD", variant: "0.9 TwinAir" },
            { fuel: "diesel", kw: 70, transmissions: ["mt"], drive: "FWD", variant: "1.3 JTDm" },
            { fuel: "diesel", kw: 88, transmissions: ["mt"], drive: "FWD", variant: "1.6 JTDm" },
            { fuel: "petrol", kw: 125, transmissions: ["mt", "amt"], drive: "FWD", variant: "Quadrifoglio Verde" },
          ],
        },
      ],
    },
    {
      name: "Giulietta",
      popular: true,
      weight: 15,
      generations: [
        {
          name: "Giulietta (940)",
          from: 2010,
          to: 2020,
          bodyTypes: ["FIVE_DOOR_HATCHBACK"],
          minPrice: 120000,
          variants: ["1.4 TB", "1.4 MultiAir", "1.75 TBi", "1.6 JTDm", "2.0 JTDm"],
          engines: [
            { fuel: "petrol", kw: 88, transmissions: ["mt"], drive: "FWD", variant: "1.4 TB" },
            { fuel: "petrol", kw: 125, transmissions: ["mt", "amt"], drive: "FWD", variant: "1.4 MultiAir" },
            { fuel: "petrol", kw: 177, transmissions: ["mt", "amt"], drive: "FWD", variant: "1.75 TBi" },
            { fuel: "diesel", kw: 88, transmissions: ["mt", "amt"], drive: "FWD", variant: "1.6 JTDm" },
            { fuel: "diesel", kw: 125, transmissions: ["mt", "amt"], drive: "FWD", variant: "2.0 JTDm" },
          ],
        },
      ],
    },
    {
      name: "Giulia",
      popular: true,
      weight: 8,
      generations: [
        {
          name: "Giulia (952)",
          from: 2016,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 400000,
          variants: ["2.0 Turbo", "2.0 Turbo Q4", "2.2 JTDm", "2.2 JTDm Q4", "Quadrifoglio"],
          engines: [
            { fuel: "petrol", kw: 147, transmissions: ["at"], drive: "RWD", variant: "2.0 Turbo" },
            { fuel: "petrol", kw: 206, transmissions: ["at"], drive: "AWD", variant: "2.0 Turbo Q4" },
            { fuel: "diesel", kw: 118, transmissions: ["mt", "at"], drive: "RWD", variant: "2.2 JTDm" },
            { fuel: "diesel", kw: 154, transmissions: ["at"], drive: "AWD", variant: "2.2 JTDm Q4" },
            { fuel: "petrol", kw: 375, transmissions: ["mt", "at"], drive: "RWD", variant: "Quadrifoglio" },
          ],
        },
      ],
    },
    {
      name: "Stelvio",
      popular: true,
      weight: 8,
      generations: [
        {
          name: "Stelvio (949)",
          from: 2017,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 500000,
          variants: ["2.0 Turbo Q4", "2.2 JTDm", "2.2 JTDm Q4", "Quadrifoglio"],
          engines: [
            { fuel: "petrol", kw: 206, transmissions: ["at"], drive: "AWD", variant: "2.0 Turbo Q4" },
            { fuel: "diesel", kw: 118, transmissions: ["at"], drive: "RWD", variant: "2.2 JTDm" },
            { fuel: "diesel", kw: 154, transmissions: ["at"], drive: "AWD", variant: "2.2 JTDm Q4" },
            { fuel: "petrol", kw: 375, transmissions: ["at"], drive: "AWD", variant: "Quadrifoglio" },
          ],
        },
      ],
    },
    {
      name: "Tonale",
      weight: 3,
      generations: [
        {
          name: "Tonale",
          from: 2022,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 750000,
          variants: ["1.5 Hybrid", "1.6 JTDm", "1.3 PHEV Q4"],
          engines: [
            { fuel: "hybrid", kw: 118, transmissions: ["amt"], drive: "FWD", variant: "1.5 Hybrid" },
            { fuel: "diesel", kw: 96, transmissions: ["amt"], drive: "FWD", variant: "1.6 JTDm" },
            { fuel: "hybrid", kw: 206, transmissions: ["at"], drive: "AWD", variant: "1.3 PHEV Q4" },
          ],
        },
      ],
    },
    {
      name: "Junior",
      weight: 1,
      generations: [
        {
          name: "Junior",
          from: 2024,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          variants: ["Ibrida", "Elettrica", "Veloce"],
          engines: [
            { fuel: "hybrid", kw: 100, transmissions: ["amt"], drive: "FWD", variant: "Ibrida" },
            { fuel: "electric", kw: 115, transmissions: ["at"], drive: "FWD", variant: "Elettrica" },
            { fuel: "electric", kw: 207, transmissions: ["at"], drive: "FWD", variant: "Veloce" },
          ],
        },
      ],
    },
    {
      name: "4C",
      weight: 0.5,
      generations: [
        {
          name: "4C",
          from: 2013,
          to: 2020,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 1200000,
          engines: [{ fuel: "petrol", kw: 177, transmissions: ["amt"], drive: "RWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
