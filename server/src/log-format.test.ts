import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat } from './log-format.js';
import { createLogger, requestLine } from './logger.js';

describe('chooseLogFormat', () => {
  it('auto: readable lines at a terminal, JSON anywhere else', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty');
    expect(chooseLogFormat('auto', false)).toBe('json');
    expect(chooseLogFormat('auto', undefined)).toBe('json');
  });

  it('an explicit choice wins', () => {
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });
});

const reply = (url: string) => ({ statusCode: 201, request: { method: 'POST', url } });

describe('requestLine', () => {
  it('drops the incoming-request line', () => {
    expect(requestLine([{ req: {} }, 'incoming request'])).toBe('drop');
  });

  it('makes the completion line say method, redacted URL, status and time', () => {
    const line = requestLine([{ res: reply('/x?token=secret'), responseTime: 12.4 }, 'request completed']);
    expect(line).not.toBe('drop');
    expect(line?.[1]).toBe('POST /x?token=[redacted] 201 12ms');
  });

  it('leaves other lines alone', () => {
    expect(requestLine([{ a: 1 }, 'something'])).toBeNull();
    expect(requestLine(['just text'])).toBeNull();
  });
});

function capture(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

describe('createLogger', () => {
  it('writes JSON by default to a given destination', () => {
    const out = capture();
    createLogger({ LOG_LEVEL: 'info' }, 'test', out.stream).info({ res: reply('/a') }, 'request completed');
    expect(JSON.parse(out.text())).toMatchObject({ msg: 'POST /a 201 0ms', req: { url: '/a' } });
  });

  it('writes one readable line when asked for pretty', () => {
    const out = capture();
    const logger = createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, 'server', out.stream);
    logger.info({ req: { method: 'POST', url: '/a' } }, 'incoming request');
    logger.info({ res: reply('/a?token=t0p'), responseTime: 3 }, 'request completed');
    const lines = out.text().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('POST /a?token=[redacted] 201 3ms');
    expect(lines[0]).not.toContain('{');
    expect(out.text()).not.toContain('t0p');
  });
});
