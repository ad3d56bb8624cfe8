// autocannon setupRequest hook (loaded by lib/custom-load-child.mjs): every login comes from its
// own client address (x-forwarded-for; the server runs with TRUST_PROXY=loopback) and rotates over
// the seeded accounts, so no IP or account reaches the login rate limits (30 and 10 per 15 min)
// and every answer costs a real argon2 verification instead of a cheap 429.
import { emailOf, ipOf } from './accounts.mjs';

/**
 * `round` moves each run of the load (a new process, counting from 0 again) to addresses of its
 * own and on to the next accounts, so several rounds never add up to a limit either.
 * @param {{ accounts: number, password: string, round?: number }} options
 */
export default function loginRequests({ accounts, password, round = 0 }) {
  let n = 0;
  return (/** @type {{ headers?: Record<string, string> }} */ request) => {
    const i = n++;
    return {
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': ipOf(round * 1_000_000 + i) },
      body: JSON.stringify({ email: emailOf((round * 1_000 + i) % accounts), password }),
    };
  };
}
