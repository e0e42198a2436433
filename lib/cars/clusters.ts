import type { Evidence } from "./same-car";

// The cars of the listings one matching round knows (ARCHITECTURE.md §4.17), changed in memory and
// written once: a car is its listings, named by their lowest ad id; a listing alone has none.
// An admin's split (car_splits) keeps two listings out of one car, whatever matches them.

interface Group {
  ids: number[];
  evidence: Evidence;
  current: boolean;
  low: number;
}

export class CarState {
  private car = new Map<number, number | null>();
  private initial = new Map<number, number | null>();
  private members = new Map<number, Set<number>>();
  private splits = new Map<number, Set<number>>();

  /** A listing and its car as stored. */
  know(id: number, carId: number | null) {
    if (this.car.has(id)) return;
    this.car.set(id, carId);
    this.initial.set(id, carId);
    if (carId !== null) this.membersOf(carId).add(id);
  }

  /** Every listing it knows. */
  ids() {
    return [...this.car.keys()];
  }

  /** Two listings an admin split. */
  split(a: number, b: number) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      const set = this.splits.get(x) ?? new Set<number>();
      set.add(y);
      this.splits.set(x, set);
    }
  }

  carOf(id: number) {
    return this.car.get(id) ?? null;
  }

  private membersOf(carId: number) {
    let set = this.members.get(carId);
    if (!set) this.members.set(carId, (set = new Set()));
    return set;
  }

  /** The listings of `id`'s car (itself alone when it has none). */
  private group(id: number): number[] {
    const carId = this.carOf(id);
    return carId === null ? [id] : [...this.membersOf(carId)];
  }

  private assign(ids: number[], carId: number | null) {
    for (const id of ids) {
      const was = this.carOf(id);
      if (was !== null) this.members.get(was)?.delete(id);
      this.car.set(id, carId);
      if (carId !== null) this.membersOf(carId).add(id);
    }
  }

  /** A car's listings, named again by their lowest id (none when one is left). */
  private rename(ids: number[]) {
    this.assign(ids, ids.length > 1 ? Math.min(...ids) : null);
  }

  private splitFrom(ids: Iterable<number>, others: number[]) {
    for (const id of ids) {
      const apart = this.splits.get(id);
      if (apart && others.some((o) => apart.has(o))) return true;
    }
    return false;
  }

  /**
   * Places listing `x` by the listings it matches now: it joins their cars (merging them), save a
   * car whose joining would put a split pair in one car: those go by evidence (VIN before photos;
   * then the car it is in, then the oldest), the later ones stay apart. A listing that matches no
   * one of its car any more leaves it. Answers the listings of a car it left: one of them may
   * have been joined to the others only through it, so they are matched again.
   */
  place(x: number, matches: { id: number; evidence: Evidence }[]): number[] {
    const current = this.carOf(x);
    const groups = new Map<number, Group>();
    for (const m of matches) {
      if (m.id === x || this.splits.get(x)?.has(m.id)) continue;
      const key = this.carOf(m.id) ?? -m.id;
      let g = groups.get(key);
      if (!g) {
        const ids = this.group(m.id).filter((id) => id !== x);
        g = { ids, evidence: m.evidence, current: key === current, low: Math.min(...ids) };
        groups.set(key, g);
      } else if (m.evidence > g.evidence) g.evidence = m.evidence;
    }
    const order = [...groups.values()].sort(
      (a, b) => b.evidence - a.evidence || Number(b.current) - Number(a.current) || a.low - b.low,
    );
    const joined = [x];
    for (const g of order) if (!this.splitFrom(g.ids, joined)) joined.push(...g.ids);
    const left: number[] = [];
    if (current !== null && !order.some((g) => g.current && joined.includes(g.ids[0]))) {
      left.push(...this.group(x).filter((id) => id !== x));
      this.rename(left);
    }
    this.rename(joined);
    return left.length > 1 ? left : [];
  }

  /** The listings whose car differs from the stored one. */
  changes(): { id: number; carId: number | null }[] {
    return [...this.car]
      .filter(([id, carId]) => this.initial.get(id) !== carId)
      .map(([id, carId]) => ({ id, carId }));
  }
}
