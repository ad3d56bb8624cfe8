// Two targets measured in turns, for ratios that the shared machine's drift cannot skew: its
// speed moved by a third within a minute (the same hello-world at 40k/s, then 19k/s), so a
// reference measured once, before or after what it is compared with, made single figures swing
// by ±0.1. Each round measures both, seconds apart, in ABBA order (A B, B A, A B, …) so that a
// steady drift within a round cancels; a ratio is then the median of the rounds' ratios.

/** The middle value (the mean of the middle two for an even count). */
export function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * @template A, B
 * @param {{ rounds: number, reference: () => Promise<A>, product: () => Promise<B> }} targets
 * @returns {Promise<Array<{ reference: A, product: B }>>} each round's pair of figures
 */
export async function inTurns({ rounds, reference, product }) {
  const pairs = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      const first = await reference();
      pairs.push({ reference: first, product: await product() });
    } else {
      const first = await product();
      pairs.push({ reference: await reference(), product: first });
    }
  }
  return pairs;
}

/**
 * The turns' defaults, for load scenarios: 6 rounds of 4 measured seconds per target, after a
 * 3 s warm-up of each. The env overrides are for quick local iterations; goals assume the defaults.
 */
export const TURNS = {
  /** Measured seconds of each turn. */
  duration: Number(process.env.BENCH_DURATION || 4),
  /** Unmeasured seconds before each target's first turn (JIT, pools, caches). */
  warmup: Number(process.env.BENCH_WARMUP || 3),
  rounds: Number(process.env.BENCH_ROUNDS || 6),
};
