import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './content-disposition';

describe('filenameFromDisposition', () => {
  it('prefers the UTF-8 filename* over the plain filename', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="Resume - Data Analyst - Flutterwave.pdf"; filename*=UTF-8''Resume%20%E2%80%93%20Data%20Analyst.pdf`,
      ),
    ).toBe('Resume – Data Analyst.pdf');
    // filename* first in the header works the same.
    expect(
      filenameFromDisposition(`attachment; filename*=utf-8'en'%E2%82%A620k.docx; filename="N20k.docx"`),
    ).toBe('₦20k.docx');
  });

  it('reads a quoted or bare filename when there is no filename*', () => {
    expect(filenameFromDisposition('attachment; filename="Cover Letter - A; B.pdf"')).toBe(
      'Cover Letter - A; B.pdf',
    );
    expect(filenameFromDisposition('attachment; filename="say \\"hi\\".pdf"')).toBe('say "hi".pdf');
    expect(filenameFromDisposition('attachment; filename=plain.docx')).toBe('plain.docx');
    expect(filenameFromDisposition('attachment; FILENAME=upper.pdf')).toBe('upper.pdf');
  });

  it('falls back to the plain filename when filename* cannot be decoded', () => {
    expect(filenameFromDisposition(`attachment; filename="ok.pdf"; filename*=UTF-8''%E2%ZZ.pdf`)).toBe(
      'ok.pdf',
    );
    expect(filenameFromDisposition(`attachment; filename="ok.pdf"; filename*=iso-8859-1''caf%E9.pdf`)).toBe(
      'ok.pdf',
    );
  });

  it('never returns a path, a control character or nothing', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''..%2F..%5Cx%0A.pdf`)).toBe('x.pdf');
    expect(filenameFromDisposition('attachment; filename=".."')).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('')).toBeNull();
  });
});
