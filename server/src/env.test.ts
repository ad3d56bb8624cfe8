import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, productionProblems, publicUrl } from './env.js';

const valid = { DATABASE_URL: 'postgres://u@localhost:5432/db', REDIS_URL: 'redis://localhost:6379' };

describe('parseEnv', () => {
  it('applies safe defaults', () => {
    const env = parseEnv(valid);
    expect(env.PORT).toBe(3000);
    expect(env.WORKER_QUEUES).toEqual(['generation', 'render', 'email', 'billing']);
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
    const env = parseEnv({
      ...valid,
      SMTP_URL: '',
      WORKER_QUEUES: ' email , render ',
      IDAN_PURCHASABLE: 'yes',
    });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.WORKER_QUEUES).toEqual(['email', 'render']);
    expect(env.IDAN_PURCHASABLE).toBe(true);
  });
});

describe('rendering settings', () => {
  it('defaults to the system Chromium, a 10 s limit and a restart every 200 renders', () => {
    const env = parseEnv({ ...valid, CHROMIUM_PATH: '' });
    expect(env.CHROMIUM_PATH).toBeUndefined();
    expect(env.RENDER_TIMEOUT_MS).toBe(10_000);
    expect(env.RENDER_RESTART_EVERY).toBe(200);
  });

  it('takes a Chromium path and refuses limits that would hang or thrash', () => {
    expect(parseEnv({ ...valid, CHROMIUM_PATH: '/opt/chrome/chrome' }).CHROMIUM_PATH).toBe(
      '/opt/chrome/chrome',
    );
    expect(() => parseEnv({ ...valid, RENDER_TIMEOUT_MS: '50' })).toThrow(/RENDER_TIMEOUT_MS/);
    expect(() => parseEnv({ ...valid, RENDER_RESTART_EVERY: '0' })).toThrow(/RENDER_RESTART_EVERY/);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string) => parseEnv({ ...valid, TRUST_PROXY: value }).TRUST_PROXY;
  const problem = (value: string) => {
    try {
      trust(value);
    } catch (error) {
      return (error as EnvError).problems.join('\n');
    }
    return 'accepted';
  };

  it('trusts no proxy by default or when switched off', () => {
    expect(parseEnv(valid).TRUST_PROXY).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
  });

  it('takes a number of proxies or their addresses', () => {
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.2 , 10.1.0.0/16,::1, fd00::/8 ,loopback')).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses `true`, which would believe any X-Forwarded-For, and anything else unclear', () => {
    for (const value of [
      'true',
      'yes',
      'TRUE',
      'proxy.example',
      '10.0.0.0/33',
      '10.0.0.1/8/2',
      '1.5',
      '-1',
      ',',
    ])
      expect(problem(value)).toMatch(/^TRUST_PROXY must be false, the number of proxies/);
  });
});

describe('production safety', () => {
  it('refuses to run production without SMTP unless demo mail is allowed explicitly', () => {
    const production = { ...valid, NODE_ENV: 'production' };
    expect(productionProblems(parseEnv(production))).toEqual([
      expect.stringMatching(/^SMTP_URL is required in production.*ALLOW_DEMO_MAIL=true/),
    ]);
    expect(productionProblems(parseEnv({ ...production, ALLOW_DEMO_MAIL: 'true' }))).toEqual([]);
    expect(productionProblems(parseEnv({ ...production, SMTP_URL: 'smtp://mail:587' }))).toEqual([]);
    expect(productionProblems(parseEnv(valid))).toEqual([]);
  });
});
