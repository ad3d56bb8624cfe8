import { PLANS } from '@app/shared/plans/catalogue';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq-items';

const answerTo = (fragment: string) =>
  FAQ_ITEMS.find((item) => item.question.includes(fragment))?.answer ?? '';

describe('landing FAQ', () => {
  it('has exactly eight distinct questions', () => {
    expect(FAQ_ITEMS).toHaveLength(8);
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(8);
  });

  it('states the free trial allowance from the catalogue', () => {
    expect(answerTo('free trial')).toContain('2 cover letters and 1 resume to use within 7 days');
    expect(answerTo('free trial')).toContain('3 documents in total');
    expect(answerTo('free trial')).toContain('No card');
  });

  it('quotes Basic and Pro prices and allowances from the catalogue', () => {
    const answer = answerTo('Basic');
    expect(answer).toContain(`${PLANS.jjc.priceDisplay} a month and includes 8 cover letters and 5 resumes`);
    expect(answer).toContain(
      `${PLANS.agba.priceDisplay} a month and includes 25 cover letters and 15 resumes`,
    );
  });

  it('calls Elite unlimited and coming soon', () => {
    expect(answerTo('Elite')).toMatch(/unlimited cover letters and resumes/);
    expect(answerTo('Elite')).toContain('coming soon');
  });

  it('covers payment in Naira, cancellation, formats, uploads and the NDPA', () => {
    expect(answerTo('pay')).toContain('card, in Naira');
    expect(answerTo('cancel')).toContain('until the end of the period');
    expect(answerTo('download')).toMatch(/PDF.*DOCX/);
    expect(answerTo('upload')).toContain('PDF, DOC or DOCX file of up to 10 MB');
    expect(answerTo('data')).toContain('Nigeria Data Protection Act');
  });
});
