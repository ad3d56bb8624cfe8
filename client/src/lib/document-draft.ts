/**
 * Unsaved editor text, kept in sessionStorage per document, so a reload (or a crash) loses
 * nothing a person typed. `base` is the saved text the draft was written against: a draft whose
 * base no longer matches (the document was saved elsewhere since) is still offered, never applied
 * silently.
 */
export interface DocumentDraft {
  content: string;
  base: string;
  savedAt: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

export const draftKey = (documentId: string) => `document_draft:${documentId}`;

function attempt<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage full or blocked (privacy modes): the draft is simply not kept.
    return fallback;
  }
}

/** Keeps the draft, or forgets it when the text is the saved text again. */
export function keepDraft(
  storage: Store,
  documentId: string,
  content: string,
  saved: string,
  now = new Date(),
): void {
  attempt(() => {
    if (content === saved) storage?.removeItem(draftKey(documentId));
    else
      storage?.setItem(
        draftKey(documentId),
        JSON.stringify({ content, base: saved, savedAt: now.toISOString() } satisfies DocumentDraft),
      );
  }, undefined);
}

/** The draft worth offering: one that differs from what is saved now. */
export function readDraft(storage: Store, documentId: string, saved: string): DocumentDraft | null {
  return attempt(() => {
    const raw = storage?.getItem(draftKey(documentId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<DocumentDraft> | null;
    if (typeof value?.content !== 'string' || typeof value.base !== 'string') return null;
    if (value.content === saved) return null;
    return {
      content: value.content,
      base: value.base,
      savedAt: typeof value.savedAt === 'string' ? value.savedAt : '',
    };
  }, null);
}

export function dropDraft(storage: Store, documentId: string): void {
  attempt(() => storage?.removeItem(draftKey(documentId)), undefined);
}

/** Spec 02 §4: Save Changes only when the text differs from the saved text (and is not blank). */
export function canSave(content: string, saved: string): boolean {
  return content !== saved && content.trim() !== '';
}
