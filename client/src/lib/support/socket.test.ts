import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge';
import { parseSupportEvent, supportSocketUrl } from './socket';

const message = (id: string, createdAt: string) => ({
  id,
  messageType: 'support' as const,
  content: 'Hi',
  createdAt,
  metadata: {},
});

describe('support socket messages (spec 01 §3)', () => {
  it('reads the server events and ignores anything else', () => {
    expect(parseSupportEvent('{"type":"ready"}')).toEqual({ type: 'ready' });
    expect(parseSupportEvent('{"type":"support_status_update","status":{"agentOnline":true}}')).toEqual({
      type: 'support_status_update',
      status: { agentOnline: true },
    });
    const m = message('a', '2026-11-23T10:00:00Z');
    expect(
      parseSupportEvent(JSON.stringify({ type: 'new_support_message', targetUserId: 'u', message: m })),
    ).toEqual({
      type: 'new_support_message',
      targetUserId: 'u',
      message: m,
    });
    expect(parseSupportEvent('not json')).toBeNull();
    expect(parseSupportEvent('{"type":"support_status_update","status":{}}')).toBeNull();
    expect(parseSupportEvent('{"type":"other"}')).toBeNull();
  });

  it('connects to /ws, secure when the page is', () => {
    expect(supportSocketUrl({ protocol: 'https:', host: 'jobpadi.ng' })).toBe('wss://jobpadi.ng/ws');
    expect(supportSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });

  it('adds live messages once each, oldest first', () => {
    const a = message('a', '2026-11-23T10:00:00Z');
    const b = message('b', '2026-11-23T10:01:00Z');
    expect(mergeMessages([b], [a, b]).map((m) => m.id)).toEqual(['a', 'b']);
  });
});
