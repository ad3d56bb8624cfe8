import { describe, expect, it } from 'vitest';
import { csvLine, defuseCell } from './applications-export.js';

describe('CSV cells', () => {
  it('defuses what a spreadsheet would run: = + - @, a tab or a carriage return first', () => {
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])
      expect(defuseCell(risky)).toBe(`'${risky}`);
    for (const safe of ['Access Bank', '1-2', 'a=b', '']) expect(defuseCell(safe)).toBe(safe);
  });

  it('quotes every field and doubles quotes, one CRLF per row', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', '=x'])).toBe(
      '"a,b","say ""hi""","two\nlines","\'=x"\r\n',
    );
  });
});
