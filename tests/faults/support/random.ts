// A seeded random source for the fault tests: the seed is printed, and FAULT_SEED=<seed> replays a run.
export interface SeededRandom {
  seed: number;
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
}

export function seededRandom(label: string): SeededRandom {
  const seed = process.env.FAULT_SEED ? Number(process.env.FAULT_SEED) : Math.floor(Math.random() * 2 ** 31);
  console.log(`[faults] ${label}: seed ${seed} (replay with FAULT_SEED=${seed})`);
  // mulberry32
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { seed, next, between: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}
