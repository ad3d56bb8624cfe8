import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, publicUrl } from './env.js';

const valid = { DATABASE_URL: 'postgres://u@localhost:5432/db', REDIS_URL: 'redis://localhost:6379' };

describe('parseEnv', () => {
  it('applies safe defaults', () => {
    const env = parseEnv(valid);
    expect(env.PORT).toBe(3000);
    expect(env.WORKER_QUEUES).toEqual(['generation', 'render', 'email']);
    expect(env.SMTP_URL).toBeUndefined();
    expect(publicUrl(env)).toBe('http://127.0.0.1:3000');
  });

  it('reports every problem at once', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        REDIS_URL: 'http://nope',
        SMTP_URL: 'mailto:x',
        WORKER_QUEUES: 'email,pdf',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    expect(problems).toContain('DATABASE_URL is required');
    expect(problems).toContain('REDIS_URL must be a redis:// URL');
    expect(problems).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(problems).toContain('PORT must be a number');
    expect(problems).toContain('WORKER_QUEUES');
    expect((error as EnvError).problems).toHaveLength(5);
  });

  it('treats empty strings as unset and parses lists and booleans', () => {
    const env = parseEnv({ ...valid, SMTP_URL: '', WORKER_QUEUES: ' email , render ', TRUST_PROXY: 'true' });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.WORKER_QUEUES).toEqual(['email', 'render']);
    expect(env.TRUST_PROXY).toBe(true);
  });
});
