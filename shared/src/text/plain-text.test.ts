import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index.js';
import {
  hasUnusableCharacter,
  plainText,
  TEXT_MESSAGES,
  usableCharacters,
  withoutUnusableCharacters,
} from './plain-text.js';

const REFUSED: Array<[string, string]> = [
  ['U+0000 (PostgreSQL cannot store it)', '\u0000'],
  ['U+0001', '\u0001'],
  ['U+0007 bell', '\u0007'],
  ['U+0008 backspace', '\u0008'],
  ['U+000B vertical tab', '\u000b'],
  ['U+000C form feed', '\u000c'],
  ['U+000E', '\u000e'],
  ['U+001B escape', '\u001b'],
  ['U+001F', '\u001f'],
  ['U+007F delete', '\u007f'],
  ['U+0080 (C1)', '\u0080'],
  ['U+0085 next line (C1)', '\u0085'],
  ['U+009F (C1)', '\u009f'],
  ['U+FFFE', '\ufffe'],
  ['U+FFFF', '\uffff'],
  ['a lone high surrogate', '\ud83d'],
  ['a lone low surrogate', '\ude00'],
];

const ACCEPTED: Array<[string, string]> = [
  ['tab, line feed, carriage return', 'Experience:\r\n\t- Built payment flows\n'],
  ['accents and other scripts', 'Ọláolúwa Adébáyọ̀ · Chiamaka Nwáńkwọ · नमस्ते · 日本語 · ₦20,000'],
  ['emoji (a surrogate pair) and joiners', 'Team 👩🏾‍💻 player 😀'],
  ['no-break space, BOM, line separator, bidi marks', 'A\u00a0B\ufeffC\u2028D\u200eE'],
  ['the last characters before the refused ones', '\u00a0\ufffd\u{10ffff}'],
  ['an empty text', ''],
];

describe('the characters no text may hold', () => {
  it.each(REFUSED)('refuses %s, alone and inside text', (_name, character) => {
    expect(hasUnusableCharacter(character)).toBe(true);
    expect(hasUnusableCharacter(`Dear team,${character} I would love to join.`)).toBe(true);
  });

  it.each(ACCEPTED)('accepts %s', (_name, text) => {
    expect(hasUnusableCharacter(text)).toBe(false);
  });

  it('cleans them out of what a person did not type (a file name), every one of them', () => {
    expect(withoutUnusableCharacters('cv\u0000 final\u0007\ud800.pdf')).toBe('cv final.pdf');
    expect(withoutUnusableCharacters('résumé 😀\t.pdf')).toBe('résumé 😀\t.pdf');
    expect(withoutUnusableCharacters('\u0000\u0001')).toBe('');
  });
});

describe('plainText()', () => {
  const schema = plainText({ error: 'Write something.' }).trim().min(3, 'Too short.').max(10, 'Too long.');

  it('refuses with one sentence, before any other rule', () => {
    for (const [, character] of REFUSED) {
      const result = schema.safeParse(`a${character}`);
      expect(result.error?.issues.map((i) => i.message)).toEqual([TEXT_MESSAGES.unusableCharacter]);
    }
    expect(schema.safeParse('\u0000'.repeat(50)).error?.issues).toHaveLength(1);
  });

  it('otherwise behaves as z.string() with its own rules and message', () => {
    expect(schema.parse('  Ada\tObi ')).toBe('Ada\tObi');
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe('Write something.');
    expect(schema.safeParse('ab').error?.issues[0]?.message).toBe('Too short.');
    expect(schema.safeParse('a'.repeat(11)).error?.issues[0]?.message).toBe('Too long.');
  });

  it('the check runs after a cleaning step when attached there', () => {
    const name = z
      .string()
      .overwrite((v) => v.replace(/\n/g, ' '))
      .check(usableCharacters());
    expect(name.parse('Ada\nObi')).toBe('Ada Obi');
    expect(name.safeParse('Ada\uffff').error?.issues[0]?.message).toBe(TEXT_MESSAGES.unusableCharacter);
  });
});

// ---- Every text input of the shared schemas follows the rule -------------------------------

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> } };

/**
 * Answers of the server, not inputs: never parsed from what a person sends. A model's `…Answer`
 * is read by the worker, which cleans unusable characters out instead of refusing the answer.
 */
const OUTPUTS = /(Dto|Result|Started|Author|Answer)$/;

const LONG = 'A text long enough for any length rule of a field';

/** A check that refuses the text with each character and accepts it without: the rule. */
function isTheRule(check: Schema): boolean {
  const { check: kind, fn } = check._zod.def as { check?: string; fn?: (v: string) => unknown };
  if (kind !== 'custom' || typeof fn !== 'function') return false;
  return fn(LONG) === true && REFUSED.every(([, c]) => fn(`${LONG}${c}`) === false);
}

/** A string schema that cannot hold the characters: the rule, or a fixed alphabet. */
function stringFollows(schema: Schema): boolean {
  const def = schema._zod.def as { format?: string; checks?: Schema[] };
  // uuid, email, datetime: ASCII patterns. A URL is not one (it takes a control in its path).
  if (def.format && def.format !== 'url') return true;
  return (def.checks ?? []).some(
    (c) => isTheRule(c) || (c._zod.def.check === 'string_format' && c._zod.def.format === 'regex'),
  );
}

/** Paths of the string inputs inside `schema` that do not follow the rule. */
function offenders(schema: Schema, path: string): string[] {
  const def = schema._zod.def as Record<string, unknown> & { type: string };
  const inner = (key: string, at = path) => offenders(def[key] as Schema, at);
  switch (def.type) {
    case 'string':
      return stringFollows(schema) ? [] : [path];
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([k, v]) =>
        offenders(v, `${path}.${k}`),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'array':
      return inner('element', `${path}[]`);
    case 'union':
      return (def.options as Schema[]).flatMap((o, i) => offenders(o, `${path}|${i}`));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'pipe': {
      // A preprocess hands what it made to `out`. Otherwise a string that passes `in` (cleaned,
      // perhaps) reaches `out`: a string schema there holding the rule is enough too.
      const [from, to] = [def.in as Schema, def.out as Schema];
      if (from._zod.def.type === 'transform') return inner('out');
      const first = inner('in');
      return first.length > 0 && to._zod.def.type === 'string' && stringFollows(to) ? [] : first;
    }
    default:
      // enum, literal, boolean, number, transform (its schema is exported and checked itself)
      return [];
  }
}

describe('every text input of the shared schemas', () => {
  const inputs = (Object.entries(shared) as Array<[string, unknown]>).filter(
    (entry): entry is [string, Schema] =>
      entry[0].startsWith('Z') && typeof entry[1] === 'object' && entry[1] !== null && '_zod' in entry[1],
  );

  it('finds the input schemas', () => {
    const names = inputs.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['ZDocumentUpdate', 'ZSupportSend', 'ZGenerationRequest', 'ZProfileUpdate']),
    );
    expect(names.filter((n) => !OUTPUTS.test(n)).length).toBeGreaterThan(60);
  });

  it('refuses the characters in every string field', () => {
    const found = inputs.filter(([name]) => !OUTPUTS.test(name)).flatMap(([name, s]) => offenders(s, name));
    expect(found).toEqual([]);
  });

  it('the walk sees a field without the rule', () => {
    const sample = z.object({
      plain: z.string(),
      url: z.url().optional(),
      preprocessed: z.preprocess((v) => v, z.string().max(5)),
      ruled: plainText().trim().max(5),
      cleanedThenRuled: z
        .string()
        .overwrite((v) => v.trim())
        .pipe(plainText()),
      id: z.uuid(),
      digits: z.string().regex(/^\d+$/),
      lengthOnly: z.string().refine((v) => v.trim().length > 3),
      transformed: z.string().transform((v) => v.length),
      refined: z
        .object({ inner: z.string() })
        .superRefine(() => {})
        .transform((v) => v),
    });
    expect(offenders(sample as unknown as Schema, 'x')).toEqual([
      'x.plain',
      'x.url',
      'x.preprocessed',
      'x.lengthOnly',
      'x.transformed',
      'x.refined.inner',
    ]);
  });
});
