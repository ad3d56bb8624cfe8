/** The wait before reconnect attempt `n` (0-based): 1 s doubling to 30 s, with up to 20% jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.2 * random()));
}

/** Spec 01 §9: messages are polled every 3 s while the socket is down, never while it is live. */
export const SUPPORT_POLL_MS = 3000;
/** Spec 01 §9: the support status is polled every 30 s. */
export const STATUS_POLL_MS = 30_000;

export function pollInterval(live: boolean): number | false {
  return live ? false : SUPPORT_POLL_MS;
}
