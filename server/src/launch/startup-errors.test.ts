import { describe, expect, it } from 'vitest';
import { describeStartupError } from './startup-errors.js';

describe('describeStartupError', () => {
  it('turns common start-up failures into one actionable line', () => {
    expect(describeStartupError({ code: 'EADDRINUSE' }, { port: 3000 })).toBe(
      'Port 3000 is already in use. Stop the other program or set PORT to a free port.',
    );
    expect(describeStartupError({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 5432 })).toBe(
      'Connection refused at 127.0.0.1:5432. Is the service running?',
    );
    expect(describeStartupError({ code: '3D000' })).toMatch(/does not exist/);
    expect(describeStartupError(new Error('boom'))).toBe('Could not start: boom');
    expect(describeStartupError(new Error('boom'))).not.toContain('\n');
  });
});
