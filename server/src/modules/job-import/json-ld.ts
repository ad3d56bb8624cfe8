/**
 * The JSON-LD blocks of a page (`<script type="application/ld+json">`), read leniently: pages
 * often carry raw line breaks inside strings, trailing commas or an HTML comment around the
 * JSON. A block that still does not parse is skipped; the others are kept.
 */

interface ScriptLike {
  textContent: string | null;
}
interface DocumentLike {
  querySelectorAll(selector: string): ArrayLike<ScriptLike>;
}

/** Control characters inside strings escaped, so `JSON.parse` accepts what browsers' JSON-LD readers do. */
function escapeControlsInStrings(text: string): string {
  let out = '';
  let inString = false;
  let escaped = false;
  for (const char of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      else if (char < ' ') {
        out += char === '\n' ? '\\n' : char === '\t' ? '\\t' : char === '\r' ? '\\r' : ' ';
        continue;
      }
    } else if (char === '"') inString = true;
    out += char;
  }
  return out;
}

/** The JSON of one block, or undefined when it cannot be read even leniently. */
export function parseJsonLd(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)\s*/, '')
    .replace(/\s*(?:-->|\/\/\s*\]\]>|\]\]>)$/, '');
  try {
    return JSON.parse(trimmed);
  } catch {
    // Falls through to the lenient reading.
  }
  try {
    return JSON.parse(escapeControlsInStrings(trimmed).replace(/,(\s*[}\]])/g, '$1'));
  } catch {
    return undefined;
  }
}

export function jsonLdBlocks(document: DocumentLike): unknown[] {
  return Array.from(document.querySelectorAll('script[type="application/ld+json" i]'))
    .map((script) => parseJsonLd(script.textContent ?? ''))
    .filter((block) => block !== undefined);
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a node's @type (a string or a list; `JobPosting`, `schema:JobPosting`, a full IRI) is one of `types`. */
export function hasType(node: Node, types: readonly string[]): boolean {
  const value = node['@type'];
  const names = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
  return names.some((name) => types.includes(name.replace(/^.*[/:#]/, '')));
}

/**
 * Every node of the blocks, depth first: through arrays, `@graph` and the properties that hold
 * a page's main thing (`mainEntity`, `mainEntityOfPage`, `itemListElement`, `item`).
 */
export function* jsonLdNodes(value: unknown, depth = 0): Generator<Node> {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* jsonLdNodes(item, depth + 1);
    return;
  }
  if (!isNode(value)) return;
  yield value;
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item'])
    if (key in value) yield* jsonLdNodes(value[key], depth + 1);
}

/** The first node of one of these types in any block. */
export function findNode(blocks: unknown[], types: readonly string[]): Node | null {
  for (const node of jsonLdNodes(blocks)) if (hasType(node, types)) return node;
  return null;
}
