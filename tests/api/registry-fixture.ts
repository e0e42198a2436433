// A small registry for the API tests: diacritics (Škoda, Citroën), a space (Land Rover), popular
// subsets, an open-ended generation, variants shared between generations.
import type { MakeData } from "@/lib/registry/types";

export const REGISTRY_FIXTURE: MakeData[] = [
  {
    name: "Škoda",
    popular: true,
    color: "#0E3A2F",
    models: [
      {
        name: "Octavia",
        popular: true,
        generations: [
          {
            name: "Octavia II",
            from: 2004,
            to: 2013,
            bodyTypes: ["LIFTBACK", "ESTATE_CAR"],
            minPrice: 35000,
            variants: ["1.9 TDI", "2.0 TDI", "RS"],
          },
          {
            name: "Octavia IV",
            from: 2020,
            to: null,
            bodyTypes: ["LIFTBACK", "ESTATE_CAR"],
            minPrice: 450000,
            variants: ["1.5 TSI", "2.0 TDI", "RS"],
          },
        ],
      },
      {
        name: "Citigo",
        generations: [
          {
            name: "Citigo",
            from: 2011,
            to: 2020,
            bodyTypes: ["THREE_DOOR_HATCHBACK", "FIVE_DOOR_HATCHBACK"],
            variants: ["Base"],
          },
        ],
      },
    ],
  },
  {
    name: "Land Rover",
    popular: true,
    color: "#005A2B",
    models: [
      {
        name: "Range Rover Evoque",
        popular: true,
        generations: [
          {
            name: "Evoque II",
            from: 2019,
            to: null,
            bodyTypes: ["FIVE_DOOR_SUV"],
            variants: ["D180"],
          },
        ],
      },
      { name: "Defender", generations: [] },
    ],
  },
  {
    name: "Citroën",
    popular: true,
    color: "#DA291C",
    models: [{ name: "C4 Picasso", generations: [] }],
  },
  { name: "SsangYong", color: "#1d2f6f", models: [{ name: "Korando", generations: [] }] },
];
