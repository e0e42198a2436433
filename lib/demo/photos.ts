// The gallery of one demo ad: pictures of one car (its body type in one paint colour), each view
// once, so an ad has 3 pictures or as many as the pool has views of that car.
import { DEMO_COLORS, pickDemoPhotos, type DemoPhoto } from "@/lib/pictures/demo-pool";
import type { BodyType } from "@/lib/enums";
import { randInt, weighted, type Rng } from "./random";

const COLOR_MIX = weighted(
  DEMO_COLORS,
  (c) => ({ white: 5, black: 4, silver: 4, grey: 5, blue: 3, red: 2 })[c.name] ?? 1,
);

export function pickAdPhotos(
  pool: readonly DemoPhoto[],
  bodyType: BodyType,
  rng: Rng,
): DemoPhoto[] {
  // 3 to 12 asked for as before (the same draws keep a seed's data), capped by the distinct views
  return pickDemoPhotos(pool, {
    bodyType,
    color: COLOR_MIX(rng).name,
    count: randInt(rng, 3, 12),
    rng,
  });
}
