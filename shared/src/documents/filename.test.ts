import { describe, expect, it } from 'vitest';
import { downloadFilename } from './filename.js';

describe('downloadFilename', () => {
  it('names the file by kind, job and company', () => {
    expect(
      downloadFilename({ type: 'resume', jobTitle: 'Backend Engineer', companyName: 'Flutterwave' }, 'pdf'),
    ).toBe('Resume - Backend Engineer - Flutterwave.pdf');
    expect(
      downloadFilename({ type: 'cover_letter', jobTitle: 'Analyst', companyName: 'GTBank' }, 'docx'),
    ).toBe('Cover Letter - Analyst - GTBank.docx');
  });

  it('keeps separators, quotes and line breaks out of the name', () => {
    expect(
      downloadFilename({ type: 'resume', jobTitle: '../../etc/"passwd"\r\n', companyName: '  ' }, 'pdf'),
    ).toBe('Resume - .. .. etc passwd.pdf');
  });
});
