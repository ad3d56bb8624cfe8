/**
 * The q-quantile (0 < q <= 1) of `values` by the nearest-rank method: always one of the
 * measured values, and with few samples p99 is the worst one rather than an interpolation
 * that hides it. NaN when there are no values.
 * @param {number[]} values
 * @param {number} q
 */
export function percentile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return /** @type {number} */ (sorted[rank - 1]);
}

/**
 * A timestamp in ms that two processes on the same host can compare: the process's time origin
 * (wall clock at start-up) plus the monotonic clock since. Sub-millisecond resolution, unlike
 * Date.now(), and no jumps from clock adjustments during a run.
 */
export const hostNowMs = () => performance.timeOrigin + performance.now();
