// autocannon setupRequest hook (loaded by lib/custom-load-child.mjs): every login comes from its
// own client address (x-forwarded-for; the server runs with TRUST_PROXY=loopback) and rotates over
// the seeded accounts, so no IP or account reaches the login rate limits (30 and 10 per 15 min)
// and every answer costs a real argon2 verification instead of a cheap 429.
import { emailOf, ipOf } from './accounts.mjs';

/** @param {{ accounts: number, password: string }} options */
export default function loginRequests({ accounts, password }) {
  let n = 0;
  return (/** @type {{ headers?: Record<string, string> }} */ request) => {
    const i = n++;
    return {
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': ipOf(i) },
      body: JSON.stringify({ email: emailOf(i % accounts), password }),
    };
  };
}
