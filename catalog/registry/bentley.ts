import type { MakeData } from "../../lib/registry/types";

export default {
  name: "Bentley",
  weight: 0.03,
  color: "#024731",
  country: "United Kingdom",
  models: [
    {
      name: "Continental GT",
      popular: true,
      weight: 40,
      generations: [
        {
          name: "Continental GT I",
          from: 2003,
          to: 2011,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 900000,
          engines: [{ fuel: "petrol", kw: 412, transmissions: ["at"], drive: "AWD" }],
        },
        {
          name: "Continental GT II",
          from: 2011,
          to: 2018,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 1800000,
          engines: [
            { fuel: "petrol", kw: 373, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 423, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "Continental GT III",
          from: 2018,
          to: 2024,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          minPrice: 4000000,
          engines: [
            { fuel: "petrol", kw: 404, transmissions: ["amt"], drive: "AWD" },
            { fuel: "petrol", kw: 467, transmissions: ["amt"], drive: "AWD" },
          ],
        },
        {
          name: "Continental GT IV",
          from: 2024,
          to: null,
          bodyTypes: ["COUPE", "CONVERTIBLE"],
          engines: [{ fuel: "hybrid", kw: 500, transmissions: ["amt"], drive: "AWD" }],
        },
      ],
    },
    {
      name: "Flying Spur",
      popular: true,
      weight: 25,
      generations: [
        {
          name: "Continental Flying Spur",
          from: 2005,
          to: 2013,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 800000,
          engines: [{ fuel: "petrol", kw: 412, transmissions: ["at"], drive: "AWD" }],
        },
        {
          name: "Flying Spur II",
          from: 2013,
          to: 2019,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 2000000,
          engines: [
            { fuel: "petrol", kw: 373, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 460, transmissions: ["at"], drive: "AWD" },
          ],
        },
        {
          name: "Flying Spur III",
          from: 2019,
          to: null,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 5000000,
          engines: [
            { fuel: "petrol", kw: 404, transmissions: ["amt"], drive: "AWD" },
            { fuel: "hybrid", kw: 400, transmissions: ["amt"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Bentayga",
      popular: true,
      weight: 30,
      generations: [
        {
          name: "Bentayga",
          from: 2016,
          to: null,
          bodyTypes: ["FIVE_DOOR_SUV"],
          minPrice: 3500000,
          engines: [
            { fuel: "petrol", kw: 404, transmissions: ["at"], drive: "AWD" },
            { fuel: "petrol", kw: 447, transmissions: ["at"], drive: "AWD" },
            { fuel: "diesel", kw: 320, transmissions: ["at"], drive: "AWD" },
            { fuel: "hybrid", kw: 330, transmissions: ["at"], drive: "AWD" },
          ],
        },
      ],
    },
    {
      name: "Mulsanne",
      weight: 5,
      generations: [
        {
          name: "Mulsanne",
          from: 2010,
          to: 2020,
          bodyTypes: ["SEDAN_SALOON"],
          minPrice: 3000000,
          engines: [{ fuel: "petrol", kw: 377, transmissions: ["at"], drive: "RWD" }],
        },
      ],
    },
  ],
} satisfies MakeData;
