/**
 * What "loopback" means for the test guard (./loopback-only.ts), and the refusals it has made
 * since the last test ended.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** 127.0.0.0/8, ::1 (also written in full or IPv4-mapped), and the name localhost. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name === 'localhost.' || name.endsWith('.localhost')) return true;
  if (isIPv4(name)) return name.startsWith('127.');
  if (isIPv6(name)) {
    if (name.startsWith('::ffff:')) return isLoopbackHost(name.slice('::ffff:'.length));
    return /^(?:0{0,4}:){2,7}0{0,3}1$/.test(name) || name === '::1';
  }
  return false;
}

const violations: string[] = [];

/** Records a refused attempt; the error is what the code under test sees (like a refused connection). */
export function loopbackViolation(what: string): NodeJS.ErrnoException {
  violations.push(what);
  const error: NodeJS.ErrnoException = new Error(`Tests reach only 127.0.0.1 and ::1: ${what} was refused`);
  error.code = 'ECONNREFUSED';
  return error;
}

/** The refusals since the last call, forgotten. */
export function takeLoopbackViolations(): string[] {
  return violations.splice(0);
}
