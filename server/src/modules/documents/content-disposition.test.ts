import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Resume - Backend Engineer - Flutterwave.pdf')).toBe(
      `attachment; filename="Resume - Backend Engineer - Flutterwave.pdf"; filename*=UTF-8''Resume%20-%20Backend%20Engineer%20-%20Flutterwave.pdf`,
    );
  });

  it('folds accents and replaces what ASCII cannot say', () => {
    const header = contentDisposition('inline', "Résumé - Chef (Lagos) - Ọ̀ṣun 100% ₦'s.html");
    expect(header).toMatch(/^inline; filename="Resume - Chef \(Lagos\) - Osun 100_ _'s\.html"; /);
    expect(header).toContain(
      "filename*=UTF-8''R%C3%A9sum%C3%A9%20-%20Chef%20%28Lagos%29%20-%20%E1%BB%8C%CC%80%E1%B9%A3un%20100%25%20%E2%82%A6%27s.html",
    );
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });
});
