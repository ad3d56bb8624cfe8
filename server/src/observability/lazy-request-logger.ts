import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString, Logger } from 'pino';

/**
 * Each request's `request.log`, made only when the request logs something. Fastify builds a pino
 * child (bindings stringified, serializers and redaction set up) for every request, though most
 * log nothing at the levels a server runs with: that was about a twentieth of the server's CPU
 * on GET /api/auth/user (bench/auth). A line written through this one is the same line, with
 * the same reqId, as the child would have written.
 */
class LazyRequestLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): Logger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  /** Whether a line at `level` would be written; a route's own level needs the child to say. */
  private writes(level: Level): boolean {
    if (this.made || this.options.level !== undefined) return this.real.isLevelEnabled(level);
    return this.parent.isLevelEnabled(level);
  }

  get level(): LevelWithSilentOrString {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: LevelWithSilentOrString) {
    this.real.level = level;
  }

  isLevelEnabled(level: Level): boolean {
    return this.writes(level);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.real.child(bindings, options);
  }
  fatal(...args: Parameters<Logger['fatal']>): void {
    if (this.writes('fatal')) this.real.fatal(...args);
  }
  error(...args: Parameters<Logger['error']>): void {
    if (this.writes('error')) this.real.error(...args);
  }
  warn(...args: Parameters<Logger['warn']>): void {
    if (this.writes('warn')) this.real.warn(...args);
  }
  info(...args: Parameters<Logger['info']>): void {
    if (this.writes('info')) this.real.info(...args);
  }
  debug(...args: Parameters<Logger['debug']>): void {
    if (this.writes('debug')) this.real.debug(...args);
  }
  trace(...args: Parameters<Logger['trace']>): void {
    if (this.writes('trace')) this.real.trace(...args);
  }
  silent(): void {}
}

/** Fastify's `childLoggerFactory`: the request's logger, its pino child made on first use. */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // The server's logger is pino.s (logger.ts), which FastifyBaseLogger describes.
  return new LazyRequestLogger(parent as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
