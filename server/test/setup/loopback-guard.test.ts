import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, takeLoopbackViolations } from './loopback-guard.js';

describe('the loopback-only test guard', () => {
  it('knows loopback from everything else', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      'localhost',
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      '10.255.255.1',
      '0.0.0.0',
      '::',
      '192.168.1.1',
      '::ffff:10.0.0.1',
      'api.openai.com',
      '169.254.169.254',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses a connection elsewhere before it leaves, and records it for the hook that fails the test', async () => {
    const socket = connect({ host: '10.255.255.1', port: 9 });
    const error = await new Promise<NodeJS.ErrnoException>((resolve) => socket.once('error', resolve));
    expect(error.message).toContain('10.255.255.1:9 was refused');
    // Taken here so this test passes; left in place, the set-up's afterEach would fail it.
    expect(takeLoopbackViolations()).toEqual(['a connection to 10.255.255.1:9']);
  });

  it('refuses a fetch to a name, without looking it up', async () => {
    await expect(fetch('http://example.invalid/')).rejects.toThrow();
    expect(takeLoopbackViolations()).toEqual(['a connection to example.invalid:80']);
  });
});
