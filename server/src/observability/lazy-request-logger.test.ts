import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { lazyRequestLogger } from './lazy-request-logger.js';

function capturedLogger(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = createLogger({ LOG_LEVEL: level as 'info', LOG_FORMAT: 'json' }, 'test', stream);
  return { logger, lines };
}

async function appLogging(level: string) {
  const { logger, lines } = capturedLogger(level);
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    childLoggerFactory: lazyRequestLogger,
    genReqId: () => 'req-1',
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/logs', async (req) => {
    req.log.info({ body: { password: 'hunter2' } }, 'info line');
    req.log.error({ detail: 1 }, 'error line');
    return { ok: true };
  });
  app.get('/child', async (req) => {
    req.log.child({ part: 'export' }).warn('child line');
    return { ok: true };
  });
  return { app, lines };
}

describe('lazyRequestLogger', () => {
  it("writes a request's lines with its reqId, redacted as the server's logger does", async () => {
    const { app, lines } = await appLogging('info');
    expect((await app.inject({ url: '/logs' })).statusCode).toBe(200);
    const info = lines.find((l) => l.msg === 'info line');
    expect(info).toMatchObject({ reqId: 'req-1', body: { password: '[redacted]' }, level: 30 });
    expect(lines.find((l) => l.msg === 'error line')).toMatchObject({ reqId: 'req-1', detail: 1 });
  });

  it('leaves out lines below the level, and a child keeps the request id', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ url: '/logs' });
    await app.inject({ url: '/child' });
    expect(lines.map((l) => l.msg)).not.toContain('info line');
    expect(lines.find((l) => l.msg === 'error line')).toMatchObject({ reqId: 'req-1' });
    expect(lines.find((l) => l.msg === 'child line')).toMatchObject({ reqId: 'req-1', part: 'export' });
  });

  it("Fastify's own completion line carries the reqId", async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ url: '/quiet' });
    expect(lines.find((l) => typeof l.msg === 'string' && l.msg.includes('/quiet 200'))).toMatchObject({
      reqId: 'req-1',
    });
  });
});
