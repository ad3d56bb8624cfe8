import { describe, expect, it } from 'vitest';
import { toSessionCheck } from './session-check';

describe('a failed session check', () => {
  it('means signed out when the server answered with an error', () => {
    expect(
      toSessionCheck({ message: 'UNAUTHORIZED', data: { httpStatus: 401, code: 'UNAUTHORIZED' } }),
    ).toEqual({
      kind: 'answered',
      user: null,
    });
    expect(toSessionCheck({ data: { httpStatus: 500 } })).toEqual({ kind: 'answered', user: null });
  });

  it('decides nothing when no answer came back (offline, aborted, code not loaded)', () => {
    expect(toSessionCheck(new TypeError('Failed to fetch'))).toEqual({ kind: 'unanswered' });
    expect(toSessionCheck({ message: 'aborted', data: undefined })).toEqual({ kind: 'unanswered' });
    expect(toSessionCheck(null)).toEqual({ kind: 'unanswered' });
  });
});
