import type { SupportMessageDto } from '@app/shared/support/dto';
import { describe, expect, it } from 'vitest';
import { hasUnseenAnswer, seenMark } from './read-marks';

const message = (id: string, messageType: 'user' | 'support', minute: number): SupportMessageDto => ({
  id,
  messageType,
  content: id,
  createdAt: `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`,
  metadata: {},
});

describe('support read marks', () => {
  const thread = [message('q', 'user', 1), message('a', 'support', 2), message('q2', 'user', 3)];

  it('counts answers after the read mark as unseen, and every answer when never read', () => {
    expect(hasUnseenAnswer(thread, null)).toBe(true);
    expect(hasUnseenAnswer(thread, '2026-11-28T10:01:30.000Z')).toBe(true);
    expect(hasUnseenAnswer(thread, '2026-11-28T10:02:00.000Z')).toBe(false);
    expect(hasUnseenAnswer([message('q', 'user', 1)], null)).toBe(false);
  });

  it('marks up to the newest message only when an answer is unseen', () => {
    expect(seenMark(thread, null)).toBe('q2');
    expect(seenMark(thread, '2026-11-28T10:02:00.000Z')).toBeNull();
    expect(seenMark([], null)).toBeNull();
  });
});
