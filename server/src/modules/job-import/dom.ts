import { parseHTML } from 'linkedom';

/**
 * The few DOM shapes the job import reads. The server compiles without the DOM library, so
 * linkedom's documents are typed here by what this module uses of them.
 */
export interface DomElement {
  nodeType: number;
  localName: string;
  textContent: string | null;
  parentElement: DomElement | null;
  nextElementSibling: DomElement | null;
  childNodes: ArrayLike<DomElement>;
  getAttribute(name: string): string | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  contains(other: DomElement): boolean;
  remove(): void;
}

export interface DomDocument {
  documentElement: DomElement;
  body: DomElement | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

/** A page as a document (linkedom: a fast DOM without layout or scripts; nothing on it runs). */
export function parseDocument(html: string): DomDocument {
  return parseHTML(html).document as unknown as DomDocument;
}
