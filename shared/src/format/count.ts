const grouped = new Intl.NumberFormat('en-NG');

/**
 * A count with its noun, singular for exactly one: "1 matching account", "3 matching accounts",
 * "1,204 accounts". `many` for a plural that is not `one` + "s" ("1 was" / "2 were" is the
 * caller's). Every "N things" a person reads goes through here, so none says "1 accounts".
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${grouped.format(count)} ${count === 1 ? one : many}`;
}
