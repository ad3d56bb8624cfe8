import { describe, expect, it } from 'vitest';
import { AppError, INTERNAL_MESSAGE, toErrorBody } from './errors.js';

describe('toErrorBody', () => {
  it('maps an AppError to its status: the sentence in error and message, the code in code', () => {
    const error = new AppError('RATE_LIMITED', 'Too many attempts. Try again in a minute.', {
      retryAfter: 60,
    });
    expect(toErrorBody(error)).toEqual({
      status: 429,
      body: {
        error: 'Too many attempts. Try again in a minute.',
        message: 'Too many attempts. Try again in a minute.',
        code: 'RATE_LIMITED',
        retryAfter: 60,
      },
    });
  });

  it('never lets details override the code or the message', () => {
    const error = new AppError('NOT_FOUND', 'No such document.', { error: 'X', message: 'Y', code: 'Z' });
    expect(toErrorBody(error).body).toMatchObject({
      error: 'No such document.',
      message: 'No such document.',
      code: 'NOT_FOUND',
    });
  });

  it('hides the internals of unexpected errors', () => {
    expect(toErrorBody(new Error('password=hunter2 at db.ts:12'))).toEqual({
      status: 500,
      body: { error: INTERNAL_MESSAGE, message: INTERNAL_MESSAGE, code: 'INTERNAL' },
    });
  });
});
