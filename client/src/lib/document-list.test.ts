import { describe, expect, it } from 'vitest';
import { filterDocuments, recentDocuments, tabCounts } from './document-list';

const doc = (id: string, type: 'resume' | 'cover_letter', day: number) => ({
  id,
  type,
  createdAt: `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});

const docs = [doc('a', 'resume', 1), doc('b', 'cover_letter', 3), doc('c', 'cover_letter', 2)];

describe('document list', () => {
  it('counts each tab', () => {
    expect(tabCounts(docs)).toEqual({ all: 3, cover_letter: 2, resume: 1 });
    expect(tabCounts([])).toEqual({ all: 0, cover_letter: 0, resume: 0 });
  });

  it('filters by tab', () => {
    expect(filterDocuments(docs, 'all').map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(filterDocuments(docs, 'resume').map((d) => d.id)).toEqual(['a']);
    expect(filterDocuments(docs, 'cover_letter').map((d) => d.id)).toEqual(['b', 'c']);
  });

  it('takes the five most recent, newest first', () => {
    const many = Array.from({ length: 8 }, (_, i) => doc(`d${i}`, 'resume', i + 1));
    expect(recentDocuments(many).map((d) => d.id)).toEqual(['d7', 'd6', 'd5', 'd4', 'd3']);
    expect(recentDocuments(docs).map((d) => d.id)).toEqual(['b', 'c', 'a']);
  });
});
