/**
 * Tests reach only 127.0.0.1 and ::1 (docs/decisions.md, "Tests"). Loaded before every test file
 * of every project: a TCP connection (or a name lookup) aimed anywhere else is refused before a
 * packet leaves, and the test that asked fails, naming the address — even when the code under
 * test turned the refusal into a friendly error and the test would otherwise have passed.
 *
 * Covers everything in the test process that connects through `net` (http, https, undici's
 * fetch, pg, ioredis, ws). Processes a test starts (the built server in e2e) are not covered
 * here; `npm test` inside a network namespace with only loopback is the check for those.
 */
import dns from 'node:dns';
import net from 'node:net';
import { afterAll, afterEach } from 'vitest';
import { isLoopbackHost, loopbackViolation, takeLoopbackViolations } from './loopback-guard.js';

const originalConnect = net.Socket.prototype.connect;

type ConnectOptions = { host?: unknown; path?: unknown; port?: unknown };

/** The options of a connect call, however it was made (net.connect hands over `[options, cb]`). */
function optionsOf(args: unknown[]): ConnectOptions {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first !== null && typeof first === 'object') return first as ConnectOptions;
  // connect(port[, host]) or connect(path)
  if (typeof first === 'string' && !/^\d+$/.test(first)) return { path: first };
  return { port: first, host: args[1] };
}

net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const options = optionsOf(args);
  // A Unix socket never leaves the machine.
  if (typeof options.path === 'string' && options.host === undefined) {
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  }
  const host = typeof options.host === 'string' && options.host !== '' ? options.host : 'localhost';
  if (!isLoopbackHost(host)) {
    const error = loopbackViolation(`a connection to ${host}:${String(options.port)}`);
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;

// A lookup of any other name is a query that leaves the machine (or fails without a network).
const originalLookup = dns.lookup;
dns.lookup = function guardedLookup(hostname: string, ...rest: unknown[]) {
  if (!isLoopbackHost(hostname)) {
    const callback = rest.at(-1);
    const error = loopbackViolation(`a name lookup of ${hostname}`);
    if (typeof callback === 'function') process.nextTick(() => callback(error));
    return;
  }
  return (originalLookup as (...a: unknown[]) => unknown).call(dns, hostname, ...rest);
} as typeof dns.lookup;
const originalPromiseLookup = dns.promises.lookup;
dns.promises.lookup = function guardedPromiseLookup(hostname: string, ...rest: unknown[]) {
  if (!isLoopbackHost(hostname)) return Promise.reject(loopbackViolation(`a name lookup of ${hostname}`));
  return (originalPromiseLookup as (...a: unknown[]) => Promise<unknown>).call(
    dns.promises,
    hostname,
    ...rest,
  );
} as typeof dns.promises.lookup;

function failOnViolations() {
  const violations = takeLoopbackViolations();
  if (violations.length > 0) {
    throw new Error(
      `This test tried to reach beyond 127.0.0.1 and ::1 (refused): ${violations.join('; ')}. ` +
        'Run a server on 127.0.0.1 that speaks the protocol instead.',
    );
  }
}
afterEach(failOnViolations);
afterAll(failOnViolations);
