/**
 * A deterministic pseudo-random sequence in [0, 1): demo data that reads as random, yet every fresh demo
 * database is the same. Each seeder takes a seed of its own, so adding to one does not move another's data.
 */
export function demoSequence(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}
