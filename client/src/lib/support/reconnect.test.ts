import { describe, expect, it } from 'vitest';
import { pollInterval, reconnectDelay } from './reconnect';

describe('support socket reconnect', () => {
  it('backs off from 1 s, doubling, to at most 30 s', () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => reconnectDelay(n, top))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
  });

  it('polls every 3 s only while the socket is down', () => {
    expect(pollInterval(false)).toBe(3000);
    expect(pollInterval(true)).toBe(false);
  });
});
