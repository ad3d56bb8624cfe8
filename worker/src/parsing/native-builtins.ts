/**
 * pdf-parse runs pdf.js's "legacy" build, which bundles core-js polyfills. On Node 20 core-js finds
 * fault with a few native built-ins over edge cases no resume reader meets (Array.prototype.push
 * on an array whose length is read-only or near 2^53, JSON.parse's source-text access proposal)
 * and replaces them, for the whole thread, with JavaScript versions. pdf.js pushes into arrays
 * in its inner loops (font programs, content streams), so the replacement push alone took ~20% of
 * a resume's CPU time in the profile (docs/decisions.md, "Parse speed").
 *
 * The extraction thread takes a snapshot of these objects' own properties before it loads the
 * readers and puts back any that were replaced afterwards. Features the polyfills *add* (missing
 * in Node 20, e.g. Uint8Array.prototype.toHex, Promise.withResolvers) are left in place: pdf.js
 * needs them.
 */
const GUARDED: ReadonlyArray<object> = [
  Array.prototype,
  Array,
  JSON,
  Object,
  Function.prototype,
  String.prototype,
  Promise,
  Promise.prototype,
  Map.prototype,
  Set.prototype,
  ArrayBuffer.prototype,
  Object.getPrototypeOf(Uint8Array.prototype) as object,
  Uint8Array.prototype,
  RegExp.prototype,
  Math,
  Reflect,
];

type Snapshot = Array<{ target: object; key: PropertyKey; descriptor: PropertyDescriptor }>;

const same = (a: PropertyDescriptor, b: PropertyDescriptor | undefined) =>
  b !== undefined && a.value === b.value && a.get === b.get && a.set === b.set;

/**
 * Remembers the built-ins as they are now; the returned function puts back those replaced since
 * and returns how many it put back.
 */
export function snapshotBuiltins(): () => number {
  const snapshot: Snapshot = GUARDED.flatMap((target) =>
    Reflect.ownKeys(target).map((key) => ({
      target,
      key,
      descriptor: Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor,
    })),
  );
  return () => {
    let restored = 0;
    for (const { target, key, descriptor } of snapshot) {
      if (same(descriptor, Object.getOwnPropertyDescriptor(target, key))) continue;
      try {
        Object.defineProperty(target, key, descriptor);
        restored += 1;
      } catch {
        // Made non-configurable since: it stays as it is (slower at worst, never wrong).
      }
    }
    return restored;
  };
}
