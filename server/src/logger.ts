import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import type { Env } from './env.js';
import { redactUrl } from './redact-url.js';

export type { Logger };

/** What Fastify's request logs say about a request (its own serializer, with the URL redacted). */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Structured JSON logs; secrets and credentials are redacted wherever they appear, query
 * tokens in request URLs included. `destination` defaults to stdout; tests read it.
 */
export function createLogger(
  env: Pick<Env, 'LOG_LEVEL'>,
  name: string,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    name,
    level: env.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.apiKey', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
