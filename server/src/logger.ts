import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import pretty from 'pino-pretty';
import type { Env } from './env.js';
import { chooseLogFormat } from './log-format.js';
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

/** The reply Fastify hands to its "request completed" / "request errored" lines. */
interface LoggedReply {
  statusCode: number;
  request: LoggedRequest;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isReply = (value: unknown): value is LoggedReply =>
  isRecord(value) && typeof value.statusCode === 'number' && isRecord(value.request);

/**
 * One line per request instead of Fastify's two: "incoming request" is dropped, and the line
 * written when the answer is sent gets the method, the (redacted) URL, the status and the time,
 * both as fields (`req`, `res`, `responseTime`) and as a message a person reads at a glance.
 * Returns null for any other log call.
 */
export function requestLine(args: unknown[]): unknown[] | 'drop' | null {
  const [fields, message] = args;
  if (!isRecord(fields)) return null;
  if (message === 'incoming request' && 'req' in fields) return 'drop';
  if ((message === 'request completed' || message === 'request errored') && isReply(fields.res)) {
    const req = fields.res.request;
    const ms = typeof fields.responseTime === 'number' ? Math.round(fields.responseTime) : 0;
    return [
      { ...fields, req },
      `${req.method} ${redactUrl(req.url)} ${fields.res.statusCode} ${ms}ms`,
      ...args.slice(2),
    ];
  }
  return null;
}

/**
 * Logs with secrets and credentials redacted wherever they appear, query tokens in request URLs
 * included. LOG_FORMAT chooses readable lines (a terminal) or JSON (anything else, or asked for).
 * `destination` defaults to stdout; tests read it (JSON unless LOG_FORMAT=pretty).
 */
export function createLogger(
  env: Pick<Env, 'LOG_LEVEL'> & Partial<Pick<Env, 'LOG_FORMAT'>>,
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
    hooks: {
      logMethod(args, method) {
        const line = requestLine(args);
        if (line === 'drop') return;
        // pino's overloads cannot be named from a rest array; the arguments are its own, reshaped.
        method.apply(this, (line ?? args) as Parameters<typeof method>);
      },
    },
  };
  const format = chooseLogFormat(env.LOG_FORMAT ?? 'auto', destination ? false : process.stdout.isTTY);
  if (format === 'pretty') {
    return pino(
      options,
      pretty({
        destination: destination ?? 1,
        sync: true,
        translateTime: 'SYS:HH:MM:ss',
        // The request line's message already says what these fields hold.
        ignore: 'pid,hostname,reqId,req,res,responseTime',
        singleLine: true,
      }),
    );
  }
  return destination ? pino(options, destination) : pino(options);
}
