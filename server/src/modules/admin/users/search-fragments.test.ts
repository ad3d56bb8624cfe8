import { describe, expect, it } from 'vitest';
import { indexFragments, innerTrigrams, type TrigramCounts } from './search-fragments.js';

/** 100,000 rows where "okafor" is in one row of nine and "424" in 300. */
const counts: TrigramCounts = {
  rows: 100_000,
  count: (t) =>
    ({ oka: 11_200, kaf: 11_150, afo: 11_300, for: 12_000, or4: 40, r42: 45, '424': 300 })[t] ?? 0,
};

describe('innerTrigrams', () => {
  it('takes the runs of letters and digits, lower-cased, never across other characters', () => {
    expect(innerTrigrams('Okafor424')).toEqual(['oka', 'kaf', 'afo', 'for', 'or4', 'r42', '424']);
    expect(innerTrigrams('ada.obi@x.com')).toEqual(['ada', 'obi', 'com']);
    expect(innerTrigrams('ab')).toEqual([]);
  });
});

describe('indexFragments', () => {
  it('looks up the rare trigrams of a search with a common part', () => {
    expect(indexFragments('okafor424', counts)).toEqual(['or4', 'r42']);
  });

  it('keeps the whole pattern when every trigram is as rare', () => {
    const rare: TrigramCounts = { rows: 100_000, count: () => 20 };
    expect(indexFragments('zubairu', rare)).toBeNull();
  });

  it('keeps the whole pattern when the trigrams left out are few', () => {
    const fewLeft: TrigramCounts = { rows: 100_000, count: (t) => (t === 'ngo' ? 900 : 40) };
    expect(indexFragments('chingozi', fewLeft)).toBeNull();
  });

  it('never looks up more than three fragments', () => {
    expect(indexFragments('okafor', counts)).toEqual(['kaf', 'oka', 'afo']);
  });

  it('keeps the whole pattern without two trigrams or without counts', () => {
    expect(indexFragments('ok', counts)).toBeNull();
    expect(indexFragments('oka', counts)).toBeNull();
    expect(indexFragments('okafor424', { rows: 0, count: () => 0 })).toBeNull();
  });

  it('treats a trigram the sample never saw as rare', () => {
    expect(indexFragments('okaforqqz', counts)).toEqual(expect.arrayContaining(['rqq']));
  });
});
