import { describe, expect, it } from 'vitest';
import { trpcWebSocketUrl } from './ws-url';

describe('trpcWebSocketUrl', () => {
  it('uses wss on https pages and keeps the host and port', () => {
    expect(trpcWebSocketUrl({ protocol: 'https:', host: 'jobpadi.ng' })).toBe('wss://jobpadi.ng/trpc');
  });

  it('uses ws on plain http pages', () => {
    expect(trpcWebSocketUrl({ protocol: 'http:', host: '127.0.0.1:5173' })).toBe('ws://127.0.0.1:5173/trpc');
  });
});
