import type { JobImportResult } from '@app/shared/job-import/dto';
import { JOB_IMPORT_MESSAGES } from '@app/shared/job-import/messages';
import { describe, expect, it } from 'vitest';
import {
  checkJobLink,
  closingNote,
  fieldsToReplace,
  filledNote,
  filledValues,
  linkHost,
  missingNote,
  replaceQuestion,
} from './job-link-import';

const RESULT: JobImportResult = {
  jobTitle: 'Graduate Trainee - Finance',
  companyName: 'Zenera Foods Limited',
  companyLocation: 'Ikeja, Lagos, Nigeria',
  jobDescription: 'Zenera Foods is hiring graduate trainees.',
  closingDate: '2026-03-15',
  source: 'json-ld',
};
const EMPTY = { jobTitle: '', companyName: '', companyLocation: '', jobDescription: '' };

describe('the job link', () => {
  it('sends a whole link, a bare address as https', () => {
    expect(checkJobLink(' https://www.jobberman.com/listings/a ')).toEqual({
      ok: true,
      url: 'https://www.jobberman.com/listings/a',
    });
    expect(checkJobLink('myjobmag.com/job/1')).toEqual({ ok: true, url: 'https://myjobmag.com/job/1' });
  });

  it('refuses what the server would, in its words', () => {
    expect(checkJobLink('')).toEqual({ ok: false, message: JOB_IMPORT_MESSAGES.url });
    expect(checkJobLink('a job')).toEqual({ ok: false, message: JOB_IMPORT_MESSAGES.invalidUrl });
    expect(checkJobLink('ftp://x.example/a')).toEqual({ ok: false, message: JOB_IMPORT_MESSAGES.protocol });
  });

  it('names the site without www, keeping a port', () => {
    expect(linkHost('https://www.jobberman.com/listings/a')).toBe('jobberman.com');
    expect(linkHost('http://127.0.0.1:4321/jobberman')).toBe('127.0.0.1:4321');
    expect(filledNote('https://www.myjobmag.com/job/1')).toBe(
      'Filled from myjobmag.com. Check the details before writing.',
    );
  });
});

describe('filling the form', () => {
  it('fills only what the page gave', () => {
    expect(filledValues({ ...RESULT, companyLocation: '', companyName: '  ' })).toEqual({
      jobTitle: RESULT.jobTitle,
      jobDescription: RESULT.jobDescription,
    });
  });

  it('asks only about typed text the result would change', () => {
    expect(fieldsToReplace(EMPTY, RESULT)).toEqual([]);
    // The same text (an earlier fill from the same link) is not a question.
    expect(fieldsToReplace({ ...EMPTY, jobTitle: ` ${RESULT.jobTitle} ` }, RESULT)).toEqual([]);
    expect(
      fieldsToReplace({ ...EMPTY, jobTitle: 'Accountant', jobDescription: 'My notes on the job' }, RESULT),
    ).toEqual(['jobTitle', 'jobDescription']);
    // A field the page does not give keeps what was typed: nothing to ask.
    expect(fieldsToReplace({ ...EMPTY, companyName: 'Zenera' }, { ...RESULT, companyName: '' })).toEqual([]);
    // Spaces alone are not text.
    expect(fieldsToReplace({ ...EMPTY, companyLocation: '   ' }, RESULT)).toEqual([]);
  });

  it('says which fields would be replaced', () => {
    expect(replaceQuestion(['jobTitle'])).toBe('The advert would replace the job title you typed.');
    expect(replaceQuestion(['jobTitle', 'jobDescription'])).toBe(
      'The advert would replace the job title and description you typed.',
    );
    expect(replaceQuestion(['jobTitle', 'companyName', 'companyLocation'])).toBe(
      'The advert would replace the job title, company name and location you typed.',
    );
  });

  it('says what the page did not give', () => {
    expect(missingNote(RESULT)).toBe('');
    expect(missingNote({ ...RESULT, companyLocation: '' })).toBe(
      'The page did not give the location: add it yourself if you know it.',
    );
    expect(missingNote({ ...RESULT, companyName: '', companyLocation: '' })).toBe(
      'The page did not give the company name and location: add them yourself if you know them.',
    );
  });

  it('gives the closing date as a calendar day, cautious once it has passed', () => {
    expect(closingNote(null, '2026-11-28')).toBe('');
    expect(closingNote('2026-12-03', '2026-11-28')).toBe('Closes 3 December 2026.');
    expect(closingNote('2026-11-28', '2026-11-28')).toBe('Closes 28 November 2026.');
    expect(closingNote('2026-03-15', '2026-11-28')).toBe(
      'Closed 15 March 2026. Check the advert is still open before you apply.',
    );
  });
});
