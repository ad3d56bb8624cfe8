/** "12 min", "3 h 5 min", "2 d 4 h": a short duration for the inbox. */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return m % 60 === 0 ? `${Math.floor(m / 60)} h` : `${Math.floor(m / 60)} h ${m % 60} min`;
  const hours = Math.floor((m % (24 * 60)) / 60);
  return hours === 0 ? `${Math.floor(m / 1440)} d` : `${Math.floor(m / 1440)} d ${hours} h`;
}

/** "waiting 12 min — promised 5 min" (or "promised immediate"); null when nothing waits. */
export function waitingLine(
  waitingSince: string | null,
  responseMinutes: number,
  now: number,
): { text: string; overdue: boolean } | null {
  if (!waitingSince) return null;
  const since = Date.parse(waitingSince);
  if (Number.isNaN(since)) return null;
  const waited = (now - since) / 60_000;
  const promised = responseMinutes === 0 ? 'immediate' : formatMinutes(responseMinutes);
  return {
    text: `waiting ${formatMinutes(waited)} — promised ${promised}`,
    overdue: waited > responseMinutes,
  };
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
const BROWSERS: ReadonlyArray<readonly [string, string]> = [
  ['Edg/', 'Edge'],
  ['OPR/', 'Opera'],
  ['Firefox/', 'Firefox'],
  ['Chrome/', 'Chrome'],
  ['Safari/', 'Safari'],
];
const SYSTEMS: ReadonlyArray<readonly [string, string]> = [
  ['Android', 'Android'],
  ['iPhone', 'iOS'],
  ['iPad', 'iOS'],
  ['Windows', 'Windows'],
  ['Mac OS', 'macOS'],
  ['Linux', 'Linux'],
];

/** A short browser name from a user agent, for the admin's thread. */
export function browserName(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const found = BROWSERS.find(([needle]) => userAgent.includes(needle));
  const os = SYSTEMS.find(([needle]) => userAgent.includes(needle));
  const name = found ? found[1] : 'Unknown browser';
  return os ? `${name} on ${os[1]}` : name;
}

/**
 * Whether the person has seen the administrators' latest answer, for the inbox's thread header:
 * "Seen your latest reply (28 Nov, 2:05 PM)", "Has not seen your latest reply yet", or null when
 * no one has answered. `format` shows a moment the way the admin console does.
 */
export function replySeenLine(
  messages: ReadonlyArray<{ messageType: 'user' | 'support'; createdAt: string }>,
  readAt: string | null,
  format: (iso: string) => string,
): { text: string; seen: boolean } | null {
  const last = messages.findLast((m) => m.messageType === 'support');
  if (!last) return null;
  const seen = readAt !== null && Date.parse(readAt) >= Date.parse(last.createdAt);
  return seen
    ? { text: `Seen your latest reply (${format(readAt)})`, seen }
    : { text: 'Has not seen your latest reply yet', seen };
}
