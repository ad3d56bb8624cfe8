import { GENERATION_MESSAGES as M } from '@app/shared/generation/schemas';
import { describe, expect, it } from 'vitest';
import {
  checkGenerateForm,
  checkResumeFile,
  EMPTY_GENERATE_FORM,
  formValuesFromGeneration,
  type GenerateFormValues,
  newIdempotencyKey,
  prefillFromAccount,
  startInput,
  wantedFor,
} from './generate-form';

const job: GenerateFormValues = {
  ...EMPTY_GENERATE_FORM,
  jobTitle: 'Data Analyst',
  companyName: 'Flutterwave',
  jobDescription: 'Analyse payment data and build dashboards.',
  generateCoverLetter: true,
};
const details = {
  fullName: 'Ada Obi',
  phone: '+234 801 234 5678',
  email: 'ada@example.com',
  location: 'Lagos',
  major: 'Economics',
  school: 'University of Lagos',
};
const toastOf = (values: GenerateFormValues, hasResume = false) => {
  const check = checkGenerateForm(values, hasResume);
  return check.ok ? null : check.toast;
};

describe('checkGenerateForm (spec 02 §5)', () => {
  it('lets a complete form through', () => {
    expect(checkGenerateForm(job, false)).toEqual({ ok: true });
    expect(checkGenerateForm({ ...job, optimizeResume: true }, true)).toEqual({ ok: true });
    expect(
      checkGenerateForm({ ...job, optimizeResume: true, isCreatingNewResume: true, ...details }, false),
    ).toEqual({ ok: true });
  });

  it('asks for a selection first, while showing every field message inline', () => {
    const check = checkGenerateForm({ ...EMPTY_GENERATE_FORM, jobDescription: 'short' }, false);
    expect(check).toEqual({
      ok: false,
      toast: { title: 'Selection Required', description: 'Please select at least one option to generate' },
      fieldErrors: { jobTitle: M.jobTitle, companyName: M.companyName, jobDescription: M.jobDescription },
    });
  });

  it('needs an uploaded resume to optimize one, unless a new one is created', () => {
    expect(toastOf({ ...job, optimizeResume: true })).toEqual({
      title: 'Resume Required',
      description: M.resumeRequired,
    });
    expect(toastOf({ ...job, generateCoverLetter: true })).toBeNull();
  });

  it('needs every personal detail, then a valid e-mail, when creating a new resume', () => {
    const creating = { ...job, optimizeResume: true, isCreatingNewResume: true };
    const missing = checkGenerateForm({ ...creating, ...details, school: ' ' }, false);
    expect(missing).toMatchObject({
      toast: {
        title: 'Information Required',
        description: 'All personal information fields are required when creating a new resume',
      },
      fieldErrors: { school: M.personalDetails },
    });
    expect(toastOf({ ...creating, ...details, email: 'ada@' })).toEqual({
      title: 'Invalid Email',
      description: 'Please enter a valid email address.',
    });
    // A cover letter alone never needs them.
    expect(toastOf({ ...job, isCreatingNewResume: true })).toBeNull();
  });

  it('ends with the job fields: Required Fields Missing', () => {
    expect(toastOf({ ...job, jobTitle: '  ', jobDescription: 'too short' })).toEqual({
      title: 'Required Fields Missing',
      description: 'Job title is required. Job description must be at least 10 characters.',
    });
  });
});

describe('startInput', () => {
  it('sends the file id only for an existing resume, and details only for a new one', () => {
    const withFile = startInput({ ...job, optimizeResume: true, ...details }, 'f1', 'key-12345');
    expect(withFile).toMatchObject({ resumeFileId: 'f1', idempotencyKey: 'key-12345', optimizeResume: true });
    expect(withFile).not.toHaveProperty('fullName');
    const creating = startInput(
      { ...job, optimizeResume: true, isCreatingNewResume: true, ...details },
      'f1',
      'key-12345',
    );
    expect(creating).toMatchObject(details);
    expect(creating).not.toHaveProperty('resumeFileId');
  });

  it('names the chosen application, and none for a new one', () => {
    expect(startInput({ ...job, applicationId: 'a1' }, null, 'key-12345')).toMatchObject({
      applicationId: 'a1',
    });
    expect(startInput(job, null, 'key-12345')).not.toHaveProperty('applicationId');
  });
});

describe('wantedFor', () => {
  it('reads the uploaded resume only when one is used', () => {
    const values = { ...job, optimizeResume: true };
    expect(wantedFor(values, true)).toEqual({ coverLetter: true, resume: true, readsResume: true });
    expect(wantedFor({ ...values, isCreatingNewResume: true }, true).readsResume).toBe(false);
    expect(wantedFor(values, false).readsResume).toBe(false);
  });
});

describe('checkResumeFile (spec 02 §5 "Resume upload")', () => {
  it('accepts PDF, DOC and DOCX up to 10 MB', () => {
    expect(checkResumeFile({ name: 'CV.PDF', size: 1000 })).toBeNull();
    expect(checkResumeFile({ name: 'cv.docx', size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and larger files with the spec words', () => {
    expect(checkResumeFile({ name: 'cv.png', size: 10 })).toEqual({
      title: 'Invalid File Type',
      description: 'Please upload PDF, DOC, or DOCX files only.',
    });
    expect(checkResumeFile({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1 })).toEqual({
      title: 'File Too Large',
      description: 'File size must be less than 10MB.',
    });
  });
});

describe('newIdempotencyKey', () => {
  it('is unique per call, with or without randomUUID', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    const key = newIdempotencyKey({ getRandomValues: (a) => crypto.getRandomValues(a) });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('new resume extras', () => {
  const newResume = { ...job, optimizeResume: true, isCreatingNewResume: true, ...details };

  it('sends experience and skills only with a new resume, and only when written', () => {
    const input = startInput(
      { ...newResume, experience: 'Two years at a bank', skills: ' ' },
      null,
      'key-12345',
    );
    expect(input).toMatchObject({ experience: 'Two years at a bank' });
    expect(input).not.toHaveProperty('skills');
    const withFile = startInput({ ...job, experience: 'ignored' }, 'f1', 'key-12345');
    expect(withFile).not.toHaveProperty('experience');
  });

  it('refuses experience longer than the server takes, on its own field', () => {
    const check = checkGenerateForm({ ...newResume, experience: 'x'.repeat(4_001) }, false);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors.experience).toBe('Experience must be at most 4,000 characters');
  });

  it('prefills name and e-mail from the account, never over what was typed', () => {
    const account = {
      fullName: 'Ngozi Adeyemi',
      firstName: null,
      lastName: null,
      email: 'ngozi@example.com',
    };
    expect(prefillFromAccount(EMPTY_GENERATE_FORM, account)).toEqual({
      fullName: 'Ngozi Adeyemi',
      email: 'ngozi@example.com',
    });
    expect(prefillFromAccount({ ...EMPTY_GENERATE_FORM, fullName: 'Ada' }, account)).toEqual({
      email: 'ngozi@example.com',
    });
    expect(
      prefillFromAccount(EMPTY_GENERATE_FORM, {
        ...account,
        fullName: null,
        firstName: 'Ada',
        lastName: 'Obi',
      }),
    ).toMatchObject({ fullName: 'Ada Obi' });
  });
});

describe('formValuesFromGeneration', () => {
  const base = { jobTitle: 'Analyst', companyName: 'Kuda', generateCoverLetter: true, optimizeResume: true };

  it('shows what the server says was sent, on any browser', () => {
    expect(
      formValuesFromGeneration({
        ...base,
        request: {
          companyLocation: 'Lagos',
          jobDescription: 'Own the dashboards.',
          personalDetails: { fullName: 'Ada Obi', email: 'ada@example.com', skills: 'SQL' },
          resumeFileId: null,
        },
      }),
    ).toMatchObject({
      jobTitle: 'Analyst',
      companyLocation: 'Lagos',
      jobDescription: 'Own the dashboards.',
      isCreatingNewResume: true,
      fullName: 'Ada Obi',
      email: 'ada@example.com',
      skills: 'SQL',
      phone: '',
    });
  });

  it('keeps the rest empty when the server sent no details (an older answer)', () => {
    expect(
      formValuesFromGeneration({ ...base, coverLetter: null, resume: { applicationId: 'a9' } }).applicationId,
    ).toBe('a9');
    expect(formValuesFromGeneration(base)).toMatchObject({
      applicationId: '',
      jobDescription: '',
      companyLocation: '',
      isCreatingNewResume: false,
    });
  });
});
