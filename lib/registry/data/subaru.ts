import type { MakeData } from "../types";

export default {
  name: "Subaru",
  weight: 0.45,
  color: "#0033A0",
  country: "Japan",
  models: [
    {
      name: "Forester",
      popular: true,
      weight: 30,
      generations: [
        { name: "Forester I (SF)", from: 1997, to: 2002, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 30000, engines: [{ fuel: "petrol", kw: 92, transmissions: ["mt", "at"], drive: "AWD" }, { fuel: "petrol", kw: 125, transmissions: ["mt", "at"], drive: "AWD" }] },
        { name: "Forester II (SG)", from: 2002, to: 2008, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 50000, engines: [{ fuel: "petrol", kw: 92, transmissions: ["mt", "at"], drive: "AWD" }, { fuel: "petrol", kw: 169, transmissions: ["mt", "at"], drive: "AWD" }] },
        { name: "Forester III (SH)", from: 2008, to: 2013, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 110000, engines: [{ fuel: "petrol", kw: 110, transmissions: ["mt", "at"], drive: "AWD" }, { fuel: "diesel", kw: 108, transmissions: ["mt"], drive: "AWD" }, { fuel: "petrol", kw: 169, transmissions: ["mt", "at"], drive: "AWD" }] },
        { name: "Forester IV (SJ)", from: 2013, to: 2018, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 280000, engines: [{ fuel: "petrol", kw: 110, transmissions: ["mt", "cvt"], drive: "AWD" }, { fuel: "diesel", kw: 108, transmissions: ["mt", "cvt"], drive: "AWD" }, { fuel: "petrol", kw: 177, transmissions: ["cvt"], drive: "AWD" }] },
        { name: "Forester V (SK)", from: 2018, to: 2024, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 550000, engines: [{ fuel: "hybrid", kw: 110, transmissions: ["cvt"], drive: "AWD" }] },
        { name: "Forester VI (SL)", from: 2025, to: null, bodyTypes: ["FIVE_DOOR_SUV"], engines: [{ fuel: "hybrid", kw: 100, transmissions: ["cvt"], drive: "AWD" }] },
      ],
    },
    {
      name: "Outback",
      popular: true,
      weight: 20,
      generations: [
        { name: "Outback II (BH)", from: 1999, to: 2003, bodyTypes: ["ESTATE_CAR"], minPrice: 40000, engines: [{ fuel: "petrol", kw: 115, transmissions: ["mt", "at"], drive: "AWD" }, { fuel: "petrol", kw: 154, transmissions: ["at"], drive: "AWD" }] },
        { name: "Outback III (BP)", from: 2003, to: 2009, bodyTypes: ["ESTATE_CAR"], minPrice: 70000, engines: [{ fuel: "petrol", kw: 127, transmissions: ["mt", "at"], drive: "AWD" }, { fuel: "petrol", kw: 180, transmissions: ["at"], drive: "AWD" }, { fuel: "diesel", kw: 110, transmissions: ["mt"], drive: "AWD" }] },
        { name: "Outback IV (BR)", from: 2009, to: 2014, bodyTypes: ["ESTATE_CAR"], minPrice: 170000, engines: [{ fuel: "petrol", kw: 123, transmissions: ["mt", "cvt"], drive: "AWD" }, { fuel: "diesel", kw: 110, transmissions: ["mt", "cvt"], drive: "AWD" }, { fuel: "petrol", kw: 191, transmissions: ["at"], drive: "AWD" }] },
        { name: "Outback V (BS)", from: 2014, to: 2020, bodyTypes: ["ESTATE_CAR"], minPrice: 400000, engines: [{ fuel: "petrol", kw: 129, transmissions: ["cvt"], drive: "AWD" }, { fuel: "diesel", kw: 110, transmissions: ["mt", "cvt"], drive: "AWD" }] },
        { name: "Outback VI (BT)", from: 2021, to: null, bodyTypes: ["ESTATE_CAR"], minPrice: 900000, engines: [{ fuel: "petrol", kw: 124, transmissions: ["cvt"], drive: "AWD" }] },
      ],
    },
    {
      name: "Impreza",
      popular: true,
      weight: 15,
      generations: [
        { name: "Impreza II (GD)", from: 2000, to: 2007, bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"], minPrice: 40000, engines: [{ fuel: "petrol", kw: 70, transmissions: ["mt", "at"], drive: "AWD" }, { fuel: "petrol", kw: 92, transmissions: ["mt", "at"], drive: "AWD" }, { fuel: "petrol", kw: 195, transmissions: ["mt"], drive: "AWD" }] },
        { name: "Impreza III (GE/GH)", from: 2007, to: 2011, bodyTypes: ["FIVE_DOOR_HATCHBACK", "SEDAN_SALOON"], minPrice: 70000, engines: [{ fuel: "petrol", kw: 79, transmissions: ["mt", "at"], drive: "AWD" }, { fuel: "diesel", kw: 110, transmissions: ["mt"], drive: "AWD" }, { fuel: "petrol", kw: 221, transmissions: ["mt"], drive: "AWD" }] },
        { name: "Impreza IV (GJ/GP)", from: 2012, to: 2016, bodyTypes: ["FIVE_DOOR_HATCHBACK"], minPrice: 200000, engines: [{ fuel: "petrol", kw: 84, transmissions: ["mt", "cvt"], drive: "AWD" }, { fuel: "petrol", kw: 110, transmissions: ["mt", "cvt"], drive: "AWD" }] },
        { name: "Impreza V (GK/GT)", from: 2017, to: 2023, bodyTypes: ["FIVE_DOOR_HATCHBACK"], minPrice: 350000, engines: [{ fuel: "petrol", kw: 84, transmissions: ["cvt"], drive: "AWD" }, { fuel: "petrol", kw: 115, transmissions: ["cvt"], drive: "AWD" }] },
      ],
    },
    {
      name: "Legacy",
      popular: true,
      weight: 12,
      generations: [
        { name: "Legacy III (BE/BH)", from: 1998, to: 2003, bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"], minPrice: 30000, engines: [{ fuel: "petrol", kw: 92, transmissions: ["mt", "at"], drive: "AWD" }, { fuel: "petrol", kw: 115, transmissions: ["mt", "at"], drive: "AWD" }] },
        { name: "Legacy IV (BL/BP)", from: 2003, to: 2009, bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"], minPrice: 50000, engines: [{ fuel: "petrol", kw: 121, transmissions: ["mt", "at"], drive: "AWD" }, { fuel: "petrol", kw: 180, transmissions: ["at"], drive: "AWD" }, { fuel: "diesel", kw: 110, transmissions: ["mt"], drive: "AWD" }] },
        { name: "Legacy V (BM/BR)", from: 2009, to: 2014, bodyTypes: ["SEDAN_SALOON", "ESTATE_CAR"], minPrice: 140000, engines: [{ fuel: "petrol", kw: 110, transmissions: ["mt", "cvt"], drive: "AWD" }, { fuel: "diesel", kw: 110, transmissions: ["mt"], drive: "AWD" }, { fuel: "petrol", kw: 195, transmissions: ["at"], drive: "AWD" }] },
      ],
    },
    {
      name: "XV",
      popular: true,
      weight: 15,
      generations: [
        { name: "XV I (GP)", from: 2012, to: 2017, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 230000, engines: [{ fuel: "petrol", kw: 84, transmissions: ["mt", "cvt"], drive: "AWD" }, { fuel: "petrol", kw: 110, transmissions: ["mt", "cvt"], drive: "AWD" }, { fuel: "diesel", kw: 108, transmissions: ["mt"], drive: "AWD" }] },
        { name: "XV II (GT)", from: 2017, to: 2023, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 400000, engines: [{ fuel: "petrol", kw: 84, transmissions: ["cvt"], drive: "AWD" }, { fuel: "petrol", kw: 115, transmissions: ["cvt"], drive: "AWD" }, { fuel: "hybrid", kw: 110, transmissions: ["cvt"], drive: "AWD" }] },
      ],
    },
    {
      name: "Crosstrek",
      weight: 2,
      generations: [
        { name: "Crosstrek", from: 2023, to: null, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 750000, engines: [{ fuel: "hybrid", kw: 100, transmissions: ["cvt"], drive: "AWD" }] },
      ],
    },
    {
      name: "Levorg",
      weight: 2,
      generations: [
        { name: "Levorg", from: 2015, to: 2020, bodyTypes: ["ESTATE_CAR"], minPrice: 350000, engines: [{ fuel: "petrol", kw: 125, transmissions: ["cvt"], drive: "AWD" }] },
      ],
    },
    {
      name: "BRZ",
      weight: 1,
      generations: [
        { name: "BRZ I", from: 2012, to: 2020, bodyTypes: ["COUPE"], minPrice: 350000, engines: [{ fuel: "petrol", kw: 147, transmissions: ["mt", "at"], drive: "RWD" }] },
        { name: "BRZ II", from: 2022, to: null, bodyTypes: ["COUPE"], minPrice: 900000, engines: [{ fuel: "petrol", kw: 172, transmissions: ["mt", "at"], drive: "RWD" }] },
      ],
    },
    {
      name: "Justy",
      weight: 2,
      generations: [
        { name: "Justy III", from: 2003, to: 2007, bodyTypes: ["FIVE_DOOR_HATCHBACK"], minPrice: 30000, engines: [{ fuel: "petrol", kw: 69, transmissions: ["mt"], drive: "AWD" }] },
        { name: "Justy IV", from: 2007, to: 2011, bodyTypes: ["FIVE_DOOR_HATCHBACK"], minPrice: 50000, engines: [{ fuel: "petrol", kw: 51, transmissions: ["mt"], drive: "FWD" }] },
      ],
    },
    {
      name: "Solterra",
      weight: 0.5,
      generations: [
        { name: "Solterra", from: 2022, to: null, bodyTypes: ["FIVE_DOOR_SUV"], minPrice: 800000, engines: [{ fuel: "electric", kw: 160, transmissions: ["at"], drive: "AWD" }] },
      ],
    },
  ],
} satisfies MakeData;
