import type { MakeData } from "../types";

export default {
  name: "Porsche",
  weight: 0.35,
  color: "#8C1D18",
  country: "Germany",
  models: [
    {
      name: "Cayenne",
      popular: true,
      weight: 35,
      generations: [
        { name: "Cayenne (9PA)", from: 2002, to: 2010, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 150000, variants: ["Cayenne", "S", "GTS", "Turbo", "Diesel"], engines: [{ fuel: "petrol", kw: 184, transmissions: ["mt", "at"], drive: "AWD", variant: "Cayenne" }, { fuel: "petrol", kw: 283, transmissions: ["at"], drive: "AWD", variant: "S" }, { fuel: "petrol", kw: 298, transmissions: ["mt", "at"], drive: "AWD", variant: "GTS" }, { fuel: "petrol", kw: 368, transmissions: ["at"], drive: "AWD", variant: "Turbo" }, { fuel: "diesel", kw: 176, transmissions: ["at"], drive: "AWD", variant: "Diesel" }] },
        { name: "Cayenne (92A)", from: 2010, to: 2017, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 550000, variants: ["Cayenne", "S", "GTS", "Turbo", "Diesel", "S Diesel", "S E-Hybrid"], engines: [{ fuel: "petrol", kw: 220, transmissions: ["mt", "at"], drive: "AWD", variant: "Cayenne" }, { fuel: "petrol", kw: 309, transmissions: ["at"], drive: "AWD", variant: "S" }, { fuel: "petrol", kw: 324, transmissions: ["at"], drive: "AWD", variant: "GTS" }, { fuel: "petrol", kw: 382, transmissions: ["at"], drive: "AWD", variant: "Turbo" }, { fuel: "diesel", kw: 193, transmissions: ["at"], drive: "AWD", variant: "Diesel" }, { fuel: "diesel", kw: 283, transmissions: ["at"], drive: "AWD", variant: "S Diesel" }, { fuel: "hybrid", kw: 306, transmissions: ["at"], drive: "AWD", variant: "S E-Hybrid" }] },
        { name: "Cayenne (9YA)", from: 2017, to: null, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 1300000, variants: ["Cayenne", "S", "GTS", "Turbo", "E-Hybrid", "Turbo S E-Hybrid", "Coupé"], engines: [{ fuel: "petrol", kw: 250, transmissions: ["at"], drive: "AWD", variant: "Cayenne" }, { fuel: "petrol", kw: 324, transmissions: ["at"], drive: "AWD", variant: "S" }, { fuel: "petrol", kw: 338, transmissions: ["at"], drive: "AWD", variant: "GTS" }, { fuel: "petrol", kw: 404, transmissions: ["at"], drive: "AWD", variant: "Turbo" }, { fuel: "hybrid", kw: 340, transmissions: ["at"], drive: "AWD", variant: "E-Hybrid" }, { fuel: "hybrid", kw: 500, transmissions: ["at"], drive: "AWD", variant: "Turbo S E-Hybrid" }] },
      ],
    },
    {
      name: "Macan",
      popular: true,
      weight: 25,
      generations: [
        { name: "Macan (95B)", from: 2014, to: 2024, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 650000, variants: ["Macan", "S", "S Diesel", "GTS", "Turbo"], engines: [{ fuel: "petrol", kw: 185, transmissions: ["amt"], drive: "AWD", variant: "Macan" }, { fuel: "petrol", kw: 260, transmissions: ["amt"], drive: "AWD", variant: "S" }, { fuel: "diesel", kw: 190, transmissions: ["amt"], drive: "AWD", variant: "S Diesel" }, { fuel: "petrol", kw: 324, transmissions: ["amt"], drive: "AWD", variant: "GTS" }, { fuel: "petrol", kw: 324, transmissions: ["amt"], drive: "AWD", variant: "Turbo" }] },
        { name: "Macan Electric", from: 2024, to: null, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 1800000, variants: ["Macan", "4", "4S", "Turbo"], engines: [{ fuel: "electric", kw: 265, transmissions: ["at"], drive: "RWD", variant: "Macan" }, { fuel: "electric", kw: 300, transmissions: ["at"], drive: "AWD", variant: "4" }, { fuel: "electric", kw: 380, transmissions: ["at"], drive: "AWD", variant: "4S" }, { fuel: "electric", kw: 470, transmissions: ["at"], drive: "AWD", variant: "Turbo" }] },
      ],
    },
    {
      name: "911",
      popular: true,
      weight: 20,
      generations: [
        { name: "911 (996)", from: 1997, to: 2005, bodyTypes: ["COUPE", "CONVERTIBLE"], minPrice: 600000, variants: ["Carrera", "Carrera 4", "Turbo", "GT3"], engines: [{ fuel: "petrol", kw: 235, transmissions: ["mt", "at"], drive: "RWD", variant: "Carrera" }, { fuel: "petrol", kw: 235, transmissions: ["mt", "at"], drive: "AWD", variant: "Carrera 4" }, { fuel: "petrol", kw: 309, transmissions: ["mt", "at"], drive: "AWD", variant: "Turbo" }, { fuel: "petrol", kw: 280, transmissions: ["mt"], drive: "RWD", variant: "GT3" }] },
        { name: "911 (997)", from: 2004, to: 2012, bodyTypes: ["COUPE", "CONVERTIBLE"], minPrice: 1000000, variants: ["Carrera", "Carrera S", "Carrera 4S", "Turbo", "GT3"], engines: [{ fuel: "petrol", kw: 254, transmissions: ["mt", "at", "amt"], drive: "RWD", variant: "Carrera" }, { fuel: "petrol", kw: 283, transmissions: ["mt", "at", "amt"], drive: "RWD", variant: "Carrera S" }, { fuel: "petrol", kw: 283, transmissions: ["mt", "at", "amt"], drive: "AWD", variant: "Carrera 4S" }, { fuel: "petrol", kw: 353, transmissions: ["mt", "at", "amt"], drive: "AWD", variant: "Turbo" }, { fuel: "petrol", kw: 305, transmissions: ["mt"], drive: "RWD", variant: "GT3" }] },
        { name: "911 (991)", from: 2011, to: 2019, bodyTypes: ["COUPE", "CONVERTIBLE"], minPrice: 1800000, variants: ["Carrera", "Carrera S", "Carrera 4S", "Turbo S", "GT3"], engines: [{ fuel: "petrol", kw: 272, transmissions: ["mt", "amt"], drive: "RWD", variant: "Carrera" }, { fuel: "petrol", kw: 309, transmissions: ["mt", "amt"], drive: "RWD", variant: "Carrera S" }, { fuel: "petrol", kw: 309, transmissions: ["mt", "amt"], drive: "AWD", variant: "Carrera 4S" }, { fuel: "petrol", kw: 427, transmissions: ["amt"], drive: "AWD", variant: "Turbo S" }, { fuel: "petrol", kw: 368, transmissions: ["mt", "amt"], drive: "RWD", variant: "GT3" }] },
        { name: "911 (992)", from: 2019, to: null, bodyTypes: ["COUPE", "CONVERTIBLE"], minPrice: 3000000, variants: ["Carrera", "Carrera S", "Carrera 4S", "Carrera GTS", "Turbo S", "GT3"], engines: [{ fuel: "petrol", kw: 283, transmissions: ["amt"], drive: "RWD", variant: "Carrera" }, { fuel: "petrol", kw: 331, transmissions: ["mt", "amt"], drive: "RWD", variant: "Carrera S" }, { fuel: "petrol", kw: 331, transmissions: ["mt", "amt"], drive: "AWD", variant: "Carrera 4S" }, { fuel: "hybrid", kw: 398, transmissions: ["amt"], drive: "RWD", variant: "Carrera GTS" }, { fuel: "petrol", kw: 478, transmissions: ["amt"], drive: "AWD", variant: "Turbo S" }, { fuel: "petrol", kw: 375, transmissions: ["mt", "amt"], drive: "RWD", variant: "GT3" }] },
      ],
    },
    {
      name: "Panamera",
      popular: true,
      weight: 10,
      generations: [
        { name: "Panamera (970)", from: 2009, to: 2016, bodyTypes: ["LIFTBACK"], minPrice: 600000, engines: [{ fuel: "petrol", kw: 228, transmissions: ["amt"], drive: "RWD" }, { fuel: "diesel", kw: 184, transmissions: ["at"], drive: "RWD" }, { fuel: "petrol", kw: 294, transmissions: ["amt"], drive: "AWD" }, { fuel: "hybrid", kw: 306, transmissions: ["at"], drive: "RWD" }, { fuel: "petrol", kw: 368, transmissions: ["amt"], drive: "AWD" }] },
        { name: "Panamera (971)", from: 2016, to: 2023, bodyTypes: ["LIFTBACK", "ESTATE_CAR"], minPrice: 1500000, engines: [{ fuel: "petrol", kw: 243, transmissions: ["amt"], drive: "AWD" }, { fuel: "diesel", kw: 310, transmissions: ["amt"], drive: "AWD" }, { fuel: "hybrid", kw: 340, transmissions: ["amt"], drive: "AWD" }, { fuel: "petrol", kw: 404, transmissions: ["amt"], drive: "AWD" }] },
        { name: "Panamera (976)", from: 2023, to: null, bodyTypes: ["LIFTBACK"], minPrice: 3000000, engines: [{ fuel: "petrol", kw: 260, transmissions: ["amt"], drive: "RWD" }, { fuel: "hybrid", kw: 346, transmissions: ["amt"], drive: "AWD" }, { fuel: "hybrid", kw: 575, transmissions: ["amt"], drive: "AWD" }] },
      ],
    },
    {
      name: "Boxster",
      weight: 5,
      generations: [
        { name: "Boxster (986)", from: 1996, to: 2004, bodyTypes: ["CONVERTIBLE"], minPrice: 300000, engines: [{ fuel: "petrol", kw: 168, transmissions: ["mt", "at"], drive: "RWD" }, { fuel: "petrol", kw: 191, transmissions: ["mt", "at"], drive: "RWD" }] },
        { name: "Boxster (987)", from: 2004, to: 2012, bodyTypes: ["CONVERTIBLE"], minPrice: 550000, engines: [{ fuel: "petrol", kw: 188, transmissions: ["mt", "at", "amt"], drive: "RWD" }, { fuel: "petrol", kw: 228, transmissions: ["mt", "at", "amt"], drive: "RWD" }] },
        { name: "Boxster (981)", from: 2012, to: 2016, bodyTypes: ["CONVERTIBLE"], minPrice: 1000000, engines: [{ fuel: "petrol", kw: 195, transmissions: ["mt", "amt"], drive: "RWD" }, { fuel: "petrol", kw: 232, transmissions: ["mt", "amt"], drive: "RWD" }] },
        { name: "718 Boxster (982)", from: 2016, to: 2025, bodyTypes: ["CONVERTIBLE"], minPrice: 1400000, engines: [{ fuel: "petrol", kw: 220, transmissions: ["mt", "amt"], drive: "RWD" }, { fuel: "petrol", kw: 257, transmissions: ["mt", "amt"], drive: "RWD" }, { fuel: "petrol", kw: 294, transmissions: ["mt", "amt"], drive: "RWD" }] },
      ],
    },
    {
      name: "Cayman",
      weight: 5,
      generations: [
        { name: "Cayman (987)", from: 2005, to: 2012, bodyTypes: ["COUPE"], minPrice: 600000, engines: [{ fuel: "petrol", kw: 195, transmissions: ["mt", "at", "amt"], drive: "RWD" }, { fuel: "petrol", kw: 235, transmissions: ["mt", "at", "amt"], drive: "RWD" }] },
        { name: "Cayman (981)", from: 2013, to: 2016, bodyTypes: ["COUPE"], minPrice: 1100000, engines: [{ fuel: "petrol", kw: 202, transmissions: ["mt", "amt"], drive: "RWD" }, { fuel: "petrol", kw: 239, transmissions: ["mt", "amt"], drive: "RWD" }, { fuel: "petrol", kw: 283, transmissions: ["mt"], drive: "RWD" }] },
        { name: "718 Cayman (982)", from: 2016, to: 2025, bodyTypes: ["COUPE"], minPrice: 1400000, engines: [{ fuel: "petrol", kw: 220, transmissions: ["mt", "amt"], drive: "RWD" }, { fuel: "petrol", kw: 257, transmissions: ["mt", "amt"], drive: "RWD" }, { fuel: "petrol", kw: 294, transmissions: ["mt", "amt"], drive: "RWD" }] },
      ],
    },
    {
      name: "Taycan",
      weight: 5,
      generations: [
        { name: "Taycan (J1)", from: 2019, to: null, bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"], minPrice: 1600000, variants: ["Taycan", "4S", "Turbo", "Turbo S", "Cross Turismo"], engines: [{ fuel: "electric", kw: 300, transmissions: ["at"], drive: "RWD", variant: "Taycan" }, { fuel: "electric", kw: 390, transmissions: ["at"], drive: "AWD", variant: "4S" }, { fuel: "electric", kw: 500, transmissions: ["at"], drive: "AWD", variant: "Turbo" }, { fuel: "electric", kw: 560, transmissions: ["at"], drive: "AWD", variant: "Turbo S" }] },
      ],
    },
  ],
} satisfies MakeData;
