import { describe, expect, it } from 'vitest';
import { isFiltered, validateBoardSearch, withFilter } from './board-search';

describe('board search params', () => {
  it('keeps the known filters and drops everything else', () => {
    expect(validateBoardSearch({ q: 'analyst', status: 'applied', closing: 7, page: 3 })).toEqual({
      q: 'analyst',
      status: 'applied',
      closing: 7,
    });
    expect(validateBoardSearch({})).toEqual({});
  });

  it('refuses values outside the closed sets instead of failing the page', () => {
    expect(validateBoardSearch({ status: 'hired', closing: 30 })).toEqual({});
    expect(validateBoardSearch({ status: 'APPLIED' })).toEqual({});
    expect(validateBoardSearch({ closing: '7' })).toEqual({ closing: 7 });
  });

  it('reads a numeric search as text, trims it and drops a blank one', () => {
    expect(validateBoardSearch({ q: 2025 })).toEqual({ q: '2025' });
    expect(validateBoardSearch({ q: '  Zenith  ' })).toEqual({ q: 'Zenith' });
    expect(validateBoardSearch({ q: '   ' })).toEqual({});
    expect(validateBoardSearch({ q: 'x'.repeat(300) }).q).toHaveLength(200);
  });

  it('changes one filter at a time and removes blank ones from the URL', () => {
    const search = { q: 'bank', status: 'saved' as const };
    expect(withFilter(search, 'status', '')).toEqual({ q: 'bank' });
    expect(withFilter(search, 'closing', 7)).toEqual({ q: 'bank', status: 'saved', closing: 7 });
    expect(withFilter(search, 'q', undefined)).toEqual({ status: 'saved' });
    expect(search).toEqual({ q: 'bank', status: 'saved' });
  });

  it('knows whether anything is filtered', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ closing: 7 })).toBe(true);
    expect(isFiltered({ q: 'x' })).toBe(true);
  });
});
