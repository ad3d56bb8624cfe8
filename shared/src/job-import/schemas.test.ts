import { describe, expect, it } from 'vitest';
import { JOB_IMPORT_MESSAGES } from './messages.js';
import { ZJobImportRequest } from './schemas.js';

const message = (url: unknown) => ZJobImportRequest.safeParse({ url }).error?.issues[0]?.message;

describe('ZJobImportRequest', () => {
  it('takes an http(s) link, and a bare address as https', () => {
    expect(ZJobImportRequest.parse({ url: ' https://www.jobberman.com/listings/a-b ' }).url).toBe(
      'https://www.jobberman.com/listings/a-b',
    );
    expect(ZJobImportRequest.parse({ url: 'myjobmag.com/job/123' }).url).toBe('https://myjobmag.com/job/123');
  });

  it('refuses anything else with a sentence', () => {
    expect(message(undefined)).toBe(JOB_IMPORT_MESSAGES.url);
    expect(message('')).toBe(JOB_IMPORT_MESSAGES.url);
    expect(message('ftp://x.example/a')).toBe(JOB_IMPORT_MESSAGES.protocol);
    expect(message('javascript:alert(1)')).toBe(JOB_IMPORT_MESSAGES.protocol);
    expect(message('data:text/html,<p>x</p>')).toBe(JOB_IMPORT_MESSAGES.protocol);
    expect(message('a job')).toBe(JOB_IMPORT_MESSAGES.invalidUrl);
    expect(message('https://me:pw@x.example/')).toBe(JOB_IMPORT_MESSAGES.credentials);
    expect(message(`https://x.example/${'a'.repeat(3_000)}`)).toBe(JOB_IMPORT_MESSAGES.tooLong);
  });
});
