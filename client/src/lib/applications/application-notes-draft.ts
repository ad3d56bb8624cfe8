/**
 * Notes typed on an application but not yet saved, kept in localStorage per application, so a
 * reload, a crash or a lost connection loses nothing. Cleared once the server has the same text.
 */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

export const notesDraftKey = (applicationId: string) => `application_notes_draft:${applicationId}`;

function attempt<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage full or blocked (privacy modes): the draft is simply not kept.
    return fallback;
  }
}

/** Keeps the draft, or forgets it when the text is the saved text again. */
export function keepNotesDraft(storage: Store, applicationId: string, text: string, saved: string): void {
  attempt(() => {
    if (text === saved) storage?.removeItem(notesDraftKey(applicationId));
    else storage?.setItem(notesDraftKey(applicationId), JSON.stringify({ text }));
  }, undefined);
}

/** The draft worth restoring: one that differs from what the server has now. */
export function readNotesDraft(storage: Store, applicationId: string, saved: string): string | null {
  return attempt(() => {
    const raw = storage?.getItem(notesDraftKey(applicationId));
    if (!raw) return null;
    const value = JSON.parse(raw) as { text?: unknown } | null;
    if (typeof value?.text !== 'string' || value.text === saved) return null;
    return value.text;
  }, null);
}

export function dropNotesDraft(storage: Store, applicationId: string): void {
  attempt(() => storage?.removeItem(notesDraftKey(applicationId)), undefined);
}

/** "1,234 / 10,000": what the counter under the notes says. */
export function notesCounter(length: number, max: number): string {
  return `${length.toLocaleString('en')} / ${max.toLocaleString('en')}`;
}
