import { z } from 'zod/mini';

/**
 * The router parses query values as JSON, so '?token=123' arrives as a number and '?x=true' as a
 * boolean; every query value these pages read is text, so scalars are turned back into strings.
 */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** One optional text query value; anything else (an object, an empty string) reads as absent. */
export const ZSearchText = z.optional(z.transform((value: unknown) => optionalString(value)));

/**
 * The router's validated search schema for a page that reads only text values: the named keys,
 * unknown keys dropped. zod/mini keeps the route definitions (which are not code-split) light.
 */
export function textSearch<const K extends string>(keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, ZSearchText])) as Record<K, typeof ZSearchText>;
  return z.object(shape);
}
