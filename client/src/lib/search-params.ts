/**
 * The router parses query values as JSON, so '?token=123' arrives as a number and '?x=true' as a
 * boolean; every query value these pages read is text, so scalars are turned back into strings.
 */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export type TextSearch<K extends string> = { [Key in K]?: string | undefined };

/**
 * The router's search validator for a page that reads only text values: the named keys, unknown
 * keys dropped. Written by hand, not with zod: route definitions are not code-split, so whatever
 * they import is downloaded by every page, the landing page included.
 */
export function textSearch<const K extends string>(keys: readonly K[]) {
  return (search: Record<string, unknown>): TextSearch<K> => {
    const picked: TextSearch<K> = {};
    for (const key of keys) {
      const value = optionalString(search[key]);
      if (value !== undefined) picked[key] = value;
    }
    return picked;
  };
}

/** One value of a closed set, or absent: '?tab=resume' reads as 'resume', '?tab=nonsense' as nothing. */
export function oneOf<const T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}
