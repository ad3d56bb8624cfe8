import { describe, expect, it } from 'vitest';
import { postGenerate, useGenerationApp } from './helpers/generation-env.js';
import { signInTestUser } from './helpers/users.js';

// Issue 31 §2: the Nigerian CV details reach the model only where they help (the Nigerian format
// ticked, or the advert asking for them), the date of birth only when ticked, and they count as
// the person's own source for the fact check.
const env = useGenerationApp();

const CV = {
  nyscStatus: 'completed',
  nyscYear: 2022,
  stateOfOrigin: 'Enugu',
  dateOfBirth: '1999-04-12',
  degreeClass: 'second_class_lower',
  oLevel: 'WAEC 2015: 7 credits incl. English and Mathematics',
  referees: [{ name: 'Dr. Ngozi Okafor', role: 'HOD Accounting, UNN', contact: 'ngozi@unn.edu.ng' }],
};
const DETAILS = {
  fullName: 'Bola Ade',
  phone: '+234 803 000 0000',
  email: 'bola@example.com',
  location: 'Ibadan',
  major: 'Accounting',
  school: 'University of Nigeria, Nsukka',
};
const PLAIN = {
  jobTitle: 'Credit Analyst',
  companyName: 'Moniepoint',
  jobDescription: 'Assess small-business loans and write credit memos for the lending team.',
};
const SCHEME = {
  jobTitle: 'Graduate Trainee',
  companyName: 'Acme Bank',
  jobDescription:
    'Requirements: a minimum of Second Class Lower (2:2). NYSC discharge certificate. Not older than 27 years by the closing date.',
};

async function personWithCv() {
  const signedIn = await signInTestUser(env.ctx);
  const res = await env.ctx.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: { authorization: `Bearer ${signedIn.token}` },
    payload: { firstName: 'Bola', lastName: 'Ade', cvDetails: CV },
  });
  expect(res.statusCode, res.body).toBe(200);
  return signedIn;
}

async function generate(token: string, job: Record<string, string>, extra: Record<string, string> = {}) {
  const res = await postGenerate(env.ctx.app, token, {
    ...job,
    ...DETAILS,
    generateCoverLetter: 'false',
    optimizeResume: 'true',
    isCreatingNewResume: 'true',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().generationId as string;
  const prompt = env.llm.requests.at(-1)?.user ?? '';
  const row = await env.ctx.deps.db
    .selectFrom('generations')
    .select(['cv_details', 'source_text'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { prompt, row };
}

describe('Nigerian CV details in a generation', () => {
  it('an advert that asks for none gets none', async () => {
    const { token } = await personWithCv();
    const { prompt, row } = await generate(token, PLAIN);
    expect(prompt).not.toContain('NIGERIAN_CV_DETAILS');
    expect(prompt).not.toContain('Enugu');
    expect(row.cv_details).toBeNull();
  });

  it('an advert asking for a degree class and NYSC gets those, never the date of birth unticked', async () => {
    const { token } = await personWithCv();
    const { prompt, row } = await generate(token, SCHEME);
    expect(prompt).toContain('<<<NIGERIAN_CV_DETAILS');
    expect(prompt).toContain('Degree class: Second Class Lower (2:2)');
    expect(prompt).toContain('NYSC: Completed (discharge certificate), 2022');
    expect(prompt).not.toContain('1999');
    expect(prompt).not.toContain('April');
    expect(prompt).not.toContain('Enugu');
    expect(prompt).not.toContain('Okafor');
    expect(prompt).not.toContain('## Personal Data');
    // The fact check reads them as the person's own words.
    expect(row.source_text).toContain('Degree class: Second Class Lower (2:2)');
    // A free trial writes one resume: the ticked one is another person's.
    const other = await personWithCv();
    const ticked = await generate(other.token, SCHEME, { includeDateOfBirth: 'true' });
    expect(ticked.prompt).toContain('Date of birth: 12 April 1999');
  });

  it('the Nigerian format asks for Personal Data and Referees with every detail given but the unticked birthday', async () => {
    const { token } = await personWithCv();
    const { prompt, row } = await generate(token, PLAIN, { nigerianFormat: 'true' });
    expect(prompt).toContain('## Personal Data');
    expect(prompt).toContain('## Referees');
    for (const line of [
      'State of origin: Enugu',
      "O'Level: WAEC 2015: 7 credits incl. English and Mathematics",
      'Referee: Dr. Ngozi Okafor, HOD Accounting, UNN, ngozi@unn.edu.ng',
    ])
      expect(prompt).toContain(line);
    expect(prompt).not.toContain('Date of birth');
    expect(row.cv_details).toMatchObject({
      format: 'nigerian',
      details: { dateOfBirth: null, stateOfOrigin: 'Enugu' },
    });
  });

  it('someone without CV details gets the prompt as before, ticked or not', async () => {
    const { token } = await signInTestUser(env.ctx);
    const { prompt, row } = await generate(token, SCHEME, {
      nigerianFormat: 'true',
      includeDateOfBirth: 'true',
    });
    expect(prompt).not.toContain('NIGERIAN_CV_DETAILS');
    expect(row.cv_details).toBeNull();
  });
});
