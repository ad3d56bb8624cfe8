import pg from 'pg';

/**
 * Statements run often enough that parsing and planning them on every call is a real part of
 * their cost (the admin user search: about a third of PostgreSQL's time per search). Registered
 * by their exact text, they are sent as named prepared statements, parsed once per connection.
 * Only fixed texts are registered, never per-request SQL, so each connection prepares a known,
 * small set.
 */
interface Prepared {
  name: string;
  types?: pg.CustomTypesConfig;
}

const PREPARED = new Map<string, Prepared>();
const NAMES = new Map<string, string>();

export interface PrepareOptions {
  /**
   * Timestamps come back as ISO 8601 text (what the DTOs send) instead of Date objects: for a
   * list of many rows whose dates are only formatted, parsing each into a Date and formatting it
   * again was most of the rows' allocation.
   */
  timestampsAsIso?: boolean;
}

/** Marks a fixed statement text to be prepared once per connection, under `name`. */
export function prepareStatement(name: string, text: string, options: PrepareOptions = {}): string {
  const known = NAMES.get(name);
  if (known !== undefined && known !== text) throw new Error(`prepared statement ${name} registered twice`);
  NAMES.set(name, text);
  PREPARED.set(text, options.timestampsAsIso ? { name, types: ISO_TIMESTAMPS } : { name });
  return text;
}

/** A query call's arguments, as a named statement's config when its text is registered. */
export function asPrepared(args: unknown[]): unknown[] {
  const [text, values] = args;
  const prepared = typeof text === 'string' ? PREPARED.get(text) : undefined;
  return prepared ? [{ ...prepared, text, values }] : args;
}

const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;

/**
 * PostgreSQL's text form of a UTC timestamp ("2026-11-25 23:30:29.123456+00", the usual case)
 * rewritten as ISO 8601 with milliseconds by slicing; anything else (another session time zone,
 * no fraction, infinity, BC) through pg's own parser.
 */
export function pgTimestampToIso(text: string): string {
  if (text.length >= 22 && text.length <= 29 && text.endsWith('+00') && text[10] === ' ') {
    // PostgreSQL writes up to six fraction digits without trailing zeros, or none at all.
    const fraction = text[19] === '.' ? text.slice(20, text.length - 3) : '';
    if (text.length === 22 || fraction.length > 0) {
      return `${text.slice(0, 10)}T${text.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
    }
  }
  const parse = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (value: string) => Date | string;
  const parsed = parse(text);
  return parsed instanceof Date && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : String(parsed);
}

const ISO_TIMESTAMPS: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ || oid === TIMESTAMP
      ? pgTimestampToIso
      : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};
