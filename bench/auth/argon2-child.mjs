// Raw argon2id verifications per second, in a process of its own (like the server, whose
// verifications run on libuv's threadpool): `concurrency` loops of verify() back to back, the
// same concurrency as the login load, counted over a measured window after a short warm-up.
import { verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from './accounts.mjs';

process.once('message', async ({ hash, password, concurrency, warmup, duration }) => {
  try {
    const start = performance.now() + warmup * 1000;
    const end = start + duration * 1000;
    /** @type {number[]} */
    const latencies = [];
    // CPU of the whole process (all threads) over every verification, warm-up included: what
    // one verification costs, whatever else the machine runs (unlike a rate).
    const cpuBefore = process.cpuUsage();
    let verified = 0;
    const loop = async () => {
      while (performance.now() < end) {
        const began = performance.now();
        if (!(await verify(hash, password, ARGON2_OPTIONS))) throw new Error('verify() returned false');
        const done = performance.now();
        verified++;
        // Count as autocannon does for the logins: only what began and ended inside the window
        // (its measured run opens fresh connections and drops what is in flight at the end).
        if (began >= start && done <= end) latencies.push(done - began);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, loop));
    const cpu = process.cpuUsage(cpuBefore);
    latencies.sort((a, b) => a - b);
    const at = (/** @type {number} */ q) =>
      Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
    process.send?.({
      perSec: latencies.length / duration,
      total: latencies.length,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: at(1),
      cpuMsPerVerify: (cpu.user + cpu.system) / 1000 / verified,
    });
  } catch (error) {
    process.send?.({ error: error instanceof Error ? error.message : String(error) });
  }
  process.disconnect?.();
});
