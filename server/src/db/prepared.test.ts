import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { asPrepared, pgTimestampToIso, prepareStatement } from './prepared.js';

const pgParse = (text: string) => (pg.types.getTypeParser(1184, 'text') as (v: string) => Date)(text);

describe('pgTimestampToIso', () => {
  it('gives what pg’s own parser gives for every fraction length', () => {
    const samples = [
      '2026-11-25 23:30:29+00',
      '2026-11-25 23:30:29.1+00',
      '2026-11-25 23:30:29.12+00',
      '2026-11-25 23:30:29.123+00',
      '2026-11-25 23:30:29.1239+00',
      '2026-11-25 23:30:29.123999+00',
      '2024-02-29 00:00:00.000001+00',
      '1999-12-31 23:59:59.999999+00',
    ];
    for (const text of samples) expect(pgTimestampToIso(text), text).toBe(pgParse(text).toISOString());
  });

  it('falls back to pg’s parser for another time zone', () => {
    expect(pgTimestampToIso('2026-11-25 23:30:29.5+01')).toBe('2026-11-25T22:30:29.500Z');
    expect(pgTimestampToIso('2026-11-25 23:30:29.5-05:30')).toBe('2026-11-26T05:00:29.500Z');
  });

  it('leaves what is no instant as pg gives it', () => {
    expect(pgTimestampToIso('infinity')).toBe(String(pgParse('infinity')));
  });
});

describe('prepareStatement', () => {
  it('sends a registered text as a named statement, anything else as it came', () => {
    const text = prepareStatement('prepared-test', 'select $1::int as n');
    expect(asPrepared([text, [1]])).toEqual([{ name: 'prepared-test', text, values: [1] }]);
    expect(asPrepared(['select 2', []])).toEqual(['select 2', []]);
  });

  it('refuses one name for two texts', () => {
    prepareStatement('prepared-twice', 'select 1');
    expect(() => prepareStatement('prepared-twice', 'select 2')).toThrow(/registered twice/);
  });
});
