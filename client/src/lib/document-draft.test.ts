import { describe, expect, it } from 'vitest';
import { canSave, draftKey, dropDraft, keepDraft, readDraft } from './document-draft';
import { memoryStorage, throwingStorage } from './memory-storage.test-helper';

describe('document drafts', () => {
  it('keeps unsaved text per document and offers it back', () => {
    const storage = memoryStorage();
    keepDraft(storage, 'doc-1', 'edited', 'saved', new Date('2026-01-01T00:00:00Z'));
    expect(readDraft(storage, 'doc-1', 'saved')).toEqual({
      content: 'edited',
      base: 'saved',
      savedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(readDraft(storage, 'doc-2', 'saved')).toBeNull();
  });

  it('forgets the draft once the text equals the saved text', () => {
    const storage = memoryStorage();
    keepDraft(storage, 'doc-1', 'edited', 'saved');
    keepDraft(storage, 'doc-1', 'saved', 'saved');
    expect(storage.data.has(draftKey('doc-1'))).toBe(false);
    keepDraft(storage, 'doc-1', 'edited', 'saved');
    // Saved elsewhere since: the same text is no longer a draft worth offering.
    expect(readDraft(storage, 'doc-1', 'edited')).toBeNull();
    dropDraft(storage, 'doc-1');
    expect(storage.data.size).toBe(0);
  });

  it('ignores damaged entries and blocked storage', () => {
    const storage = memoryStorage({ [draftKey('doc-1')]: '{not json', [draftKey('doc-2')]: '{"content":1}' });
    expect(readDraft(storage, 'doc-1', 'saved')).toBeNull();
    expect(readDraft(storage, 'doc-2', 'saved')).toBeNull();
    expect(() => keepDraft(throwingStorage, 'doc-1', 'a', 'b')).not.toThrow();
    expect(readDraft(throwingStorage, 'doc-1', 'b')).toBeNull();
    expect(readDraft(undefined, 'doc-1', 'b')).toBeNull();
  });

  it('enables Save Changes only for changed, non-blank text', () => {
    expect(canSave('same', 'same')).toBe(false);
    expect(canSave('   ', 'saved')).toBe(false);
    expect(canSave('new', 'saved')).toBe(true);
  });
});
