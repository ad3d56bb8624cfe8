/**
 * The router parses query values as JSON, so '?token=123' arrives as a number and '?x=true' as a
 * boolean; every query value these pages read is text, so scalars are turned back into strings.
 */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Keeps only the named keys, each as optional text. */
export function pickStrings<K extends string>(
  search: Record<string, unknown>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = optionalString(search[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}
