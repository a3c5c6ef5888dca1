/**
 * A seeded source of choices for the church generator: the same seed makes the same church on
 * every machine (mulberry32, a small generator with a 32-bit state; nothing here needs more).
 */
export interface Random {
  /** A number from 0 (inclusive) to 1. */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** Whether an event of this probability happens. */
  chance(probability: number): boolean;
  /** One item of a list that is not empty. */
  pick<T>(items: readonly T[]): T;
  /** `count` different items of a list, in a random order (all of them when it has fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("random: nothing to pick from");
      return items[int(0, items.length - 1)]!;
    },
    sample: (items, count) => {
      const left = [...items];
      const taken = [];
      while (taken.length < count && left.length > 0) taken.push(left.splice(int(0, left.length - 1), 1)[0]!);
      return taken;
    },
  };
}
