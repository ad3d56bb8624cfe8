import { describe, expect, it } from 'vitest';
import { memoryStorage, throwingStorage } from '../memory-storage.test-helper';
import {
  dropNotesDraft,
  keepNotesDraft,
  notesCounter,
  notesDraftKey,
  readNotesDraft,
} from './application-notes-draft';

describe('application notes drafts', () => {
  it('keeps unsaved notes per application and gives them back', () => {
    const storage = memoryStorage();
    keepNotesDraft(storage, 'app-1', 'Call Tunde on Monday', '');
    expect(readNotesDraft(storage, 'app-1', '')).toBe('Call Tunde on Monday');
    expect(readNotesDraft(storage, 'app-2', '')).toBeNull();
  });

  it('forgets the draft once it is the saved text', () => {
    const storage = memoryStorage();
    keepNotesDraft(storage, 'app-1', 'edited', 'saved');
    keepNotesDraft(storage, 'app-1', 'saved', 'saved');
    expect(storage.data.has(notesDraftKey('app-1'))).toBe(false);
    keepNotesDraft(storage, 'app-1', 'edited', 'saved');
    // Saved since (in another tab): nothing to restore.
    expect(readNotesDraft(storage, 'app-1', 'edited')).toBeNull();
    dropNotesDraft(storage, 'app-1');
    expect(storage.data.size).toBe(0);
  });

  it('keeps an emptied box as a draft: clearing the notes is a change too', () => {
    const storage = memoryStorage();
    keepNotesDraft(storage, 'app-1', '', 'old notes');
    expect(readNotesDraft(storage, 'app-1', 'old notes')).toBe('');
  });

  it('ignores damaged entries and blocked storage', () => {
    const storage = memoryStorage({ [notesDraftKey('a')]: '{nope', [notesDraftKey('b')]: '{"text":1}' });
    expect(readNotesDraft(storage, 'a', '')).toBeNull();
    expect(readNotesDraft(storage, 'b', '')).toBeNull();
    expect(() => keepNotesDraft(throwingStorage, 'a', 'x', '')).not.toThrow();
    expect(readNotesDraft(throwingStorage, 'a', '')).toBeNull();
    expect(() => dropNotesDraft(throwingStorage, 'a')).not.toThrow();
  });

  it('counts characters against the limit', () => {
    expect(notesCounter(1234, 10_000)).toBe('1,234 / 10,000');
  });
});
