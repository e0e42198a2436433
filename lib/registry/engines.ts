import "server-only";
// The registry's engine of a variant (fuel, power, drive, gearbox) for the wizard's prefill
// (issue 27). Engines are authored beside the generations (catalog/registry) and not stored in
// the registry tables; the tables are synced from the same data by name, so the names match.
import { MAKES } from "../../catalog/registry";
import type { EngineData } from "./types";
import type { EngineSpec } from "./views";

type Candidate = { generation: string; engine: EngineData };

const key = (make: string, model: string, variant: string) =>
  `${make}\u0000${model}\u0000${variant}`;

let index: Map<string, Candidate[]> | undefined;

function engineIndex(): Map<string, Candidate[]> {
  if (index) return index;
  index = new Map();
  for (const make of MAKES)
    for (const model of make.models)
      for (const gen of model.generations)
        for (const engine of gen.engines ?? []) {
          if (!engine.variant) continue;
          const k = key(make.name, model.name, engine.variant);
          index.set(k, [...(index.get(k) ?? []), { generation: gen.name, engine }]);
        }
  return index;
}

/** The value all the candidates agree on, else null. */
function agreed<T>(values: (T | null | undefined)[]): T | null {
  const first = values[0] ?? null;
  return values.every((v) => (v ?? null) === first) ? first : null;
}

/**
 * The engine of a variant; with `generation`, of that generation only. Without it, a field is
 * given only when every generation's engine of that name agrees on it; null when none is known.
 */
export function findEngine(q: {
  make: string;
  model: string;
  variant: string;
  generation?: string;
}): EngineSpec | null {
  const all = engineIndex().get(key(q.make, q.model, q.variant)) ?? [];
  const found = q.generation ? all.filter((c) => c.generation === q.generation) : all;
  if (!found.length) return null;
  const engines = found.map((c) => c.engine);
  return {
    fuel_type: agreed(engines.map((e) => e.fuel)),
    power_kw: agreed(engines.map((e) => e.kw)),
    drive_type: agreed(engines.map((e) => e.drive)),
    transmission: agreed(
      engines.map((e) => (e.transmissions.length === 1 ? e.transmissions[0] : null)),
    ),
  };
}
