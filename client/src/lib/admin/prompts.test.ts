import type { PromptDto, PromptTestResultDto } from '@app/shared/admin/prompts';
import { describe, expect, it } from 'vitest';
import {
  authorLabel,
  draftProblem,
  foldTestEvent,
  isTestOver,
  promptVersions,
  startedTest,
  testDataFor,
} from './prompts';

const prompt = (over: Partial<PromptDto>): PromptDto => ({
  id: 'p',
  type: 'cover_letter',
  systemPrompt: 'You write cover letters for Nigerian job seekers.',
  isActive: false,
  version: 1,
  createdAt: '2025-11-20T10:00:00.000Z',
  createdBy: { id: 'u', email: 'ada@example.com', name: 'Ada Obi' },
  ...over,
});

const result = (over: Partial<PromptTestResultDto>): PromptTestResultDto => ({
  testId: 't',
  status: 'running',
  output: '',
  message: '',
  provider: 'openai',
  model: 'gpt-4o-mini',
  latencyMs: null,
  firstTokenMs: null,
  tokensIn: null,
  tokensOut: null,
  ...over,
});

describe('prompt versions', () => {
  it('keeps one type, newest first, and finds the active one', () => {
    const all = [
      prompt({ id: 'a', version: 1 }),
      prompt({ id: 'b', version: 3 }),
      prompt({ id: 'c', version: 2, isActive: true }),
      prompt({ id: 'r', type: 'resume', isActive: true }),
    ];
    const { versions, active } = promptVersions(all, 'cover_letter');
    expect(versions.map((p) => p.id)).toEqual(['b', 'c', 'a']);
    expect(active?.id).toBe('c');
    expect(promptVersions([], 'resume')).toEqual({ versions: [], active: null });
  });

  it('names the author by name, address, or says the account is gone', () => {
    expect(authorLabel(prompt({}))).toBe('Ada Obi');
    expect(authorLabel(prompt({ createdBy: { id: 'u', email: 'b@example.com', name: null } }))).toBe(
      'b@example.com',
    );
    expect(authorLabel(prompt({ createdBy: null }))).toBe('a removed account');
  });

  it('checks the draft as the server will', () => {
    expect(draftProblem('too short')).toMatch(/at least 20 characters/);
    expect(draftProblem('   a prompt long enough to save   ')).toBeNull();
    expect(draftProblem('x'.repeat(20_001))).toMatch(/too long/);
  });

  it('sends only the test fields of the type', () => {
    const values = { jobTitle: 'Dev', companyName: 'Kuda', resumeContent: 'R', currentResume: 'C' };
    expect(testDataFor('resume', values)).toEqual({
      jobTitle: 'Dev',
      companyName: 'Kuda',
      jobDescription: '',
      currentResume: 'C',
    });
  });
});

describe('a live prompt test', () => {
  it('shows the text so far, then each token, then the final figures', () => {
    let view = startedTest('t');
    expect(isTestOver(view)).toBe(false);
    view = foldTestEvent(view, { type: 'snapshot', result: result({ output: 'Dear' }) });
    view = foldTestEvent(view, { type: 'token', delta: ' Hiring', at: 4 });
    view = foldTestEvent(view, { type: 'token', delta: ' Team', at: 11 });
    expect(view.output).toBe('Dear Hiring Team');
    expect(view.status).toBe('running');
    view = foldTestEvent(view, {
      type: 'done',
      result: result({ status: 'succeeded', output: 'Dear Hiring Team,', latencyMs: 900, tokensOut: 4 }),
    });
    expect(view.output).toBe('Dear Hiring Team,');
    expect(view.result?.latencyMs).toBe(900);
    expect(isTestOver(view)).toBe(true);
  });

  it('drops a token it already has and keeps the part that is new', () => {
    let view = foldTestEvent(startedTest('t'), { type: 'snapshot', result: result({ output: 'Dear Hi' }) });
    view = foldTestEvent(view, { type: 'token', delta: 'Dear', at: 0 });
    expect(view.output).toBe('Dear Hi');
    view = foldTestEvent(view, { type: 'token', delta: ' Hiring', at: 4 });
    expect(view.output).toBe('Dear Hiring');
  });

  it('ends failed with the reason, keeping what was written', () => {
    let view = foldTestEvent(startedTest('t'), { type: 'token', delta: 'Dear', at: 0 });
    view = foldTestEvent(view, {
      type: 'failed',
      result: result({ status: 'failed', output: '', message: 'Test Failed: timeout' }),
    });
    expect(view.status).toBe('failed');
    expect(view.output).toBe('Dear');
    expect(view.result?.message).toBe('Test Failed: timeout');
  });
});
