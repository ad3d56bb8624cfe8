import type { ApplicationNoteDto } from '@app/shared/applications/dto';
import { APPLICATION_MESSAGES } from '@app/shared/applications/messages';
import { describe, expect, it } from 'vitest';
import {
  failRun,
  failureFromError,
  foldAssistEvent,
  prepProgress,
  prepProgressText,
  startRun,
  withNote,
} from './application-assist';

const note = (id: string, createdAt: string): ApplicationNoteDto => ({
  id,
  kind: 'thank_you',
  content: `Note ${id}`,
  createdAt,
});

describe('an assist run', () => {
  it('gathers tokens, then ends with the note', () => {
    let run = startRun('thank_you');
    run = foldAssistEvent(run, { type: 'token', text: 'Dear ' });
    run = foldAssistEvent(run, { type: 'token', text: 'Amaka,' });
    expect(run).toMatchObject({ phase: 'writing', text: 'Dear Amaka,' });
    const saved = note('n1', '2026-11-28T10:00:00.000Z');
    run = foldAssistEvent(run, { type: 'note', note: saved });
    expect(run).toMatchObject({ phase: 'done', note: saved });
    // Nothing after the end changes it.
    expect(foldAssistEvent(run, { type: 'token', text: 'late' }).text).toBe('Dear Amaka,');
  });

  it('drops the text on restart and remembers that it restarted', () => {
    let run = foldAssistEvent(startRun('interview_prep'), { type: 'token', text: '{"questions": [' });
    run = foldAssistEvent(run, { type: 'restart' });
    expect(run).toMatchObject({ text: '', restarted: true, phase: 'writing' });
  });

  it('reads an error event as a failure with the server sentence', () => {
    const run = foldAssistEvent(startRun('follow_up'), {
      type: 'error',
      code: 'BAD_OUTPUT',
      message: APPLICATION_MESSAGES.prepInvalid,
    });
    expect(run.phase).toBe('failed');
    expect(run.failure).toEqual({
      title: 'The AI could not finish',
      message: APPLICATION_MESSAGES.prepInvalid,
    });
  });

  it('reads refusals: fair use, no model, and a lost connection', () => {
    const refusal = (appCode: string, message: string) => ({ message, shape: {}, data: { appCode } });
    expect(failureFromError(refusal('RATE_LIMITED', APPLICATION_MESSAGES.fairUse(3)))).toEqual({
      title: "Today's limit reached",
      message: APPLICATION_MESSAGES.fairUse(3),
    });
    expect(failureFromError(refusal('SERVICE_UNAVAILABLE', APPLICATION_MESSAGES.aiUnavailable)).title).toBe(
      'Not available right now',
    );
    expect(failureFromError(new Error('socket closed')).title).toBe('Connection lost');
  });

  it('fails only a run still writing', () => {
    const failure = { title: 't', message: 'm' };
    expect(failRun(startRun('follow_up'), failure).phase).toBe('failed');
    const done = foldAssistEvent(startRun('follow_up'), { type: 'note', note: note('n', '2026-01-01') });
    expect(failRun(done, failure)).toBe(done);
  });
});

describe('interview prep progress', () => {
  it('counts the questions begun in the raw JSON, never reaching 100 % early', () => {
    expect(prepProgress('')).toMatchObject({ begun: 0, percent: 0 });
    const two = '{"questions":[{"question":"Why us?","outline":"x"},{"question" : "Tell me';
    expect(prepProgress(two)).toMatchObject({ begun: 2, expected: 8 });
    const eleven = Array.from({ length: 11 }, () => '{"question":"q"}').join(',');
    expect(prepProgress(eleven)).toMatchObject({ begun: 11, expected: 11 });
    expect(prepProgress(eleven).percent).toBeLessThanOrEqual(95);
    expect(prepProgress(two).percent).toBeGreaterThan(prepProgress('{"q').percent);
  });

  it('says what is happening', () => {
    expect(prepProgressText('', false)).toBe('Starting…');
    expect(prepProgressText('', true)).toMatch(/asking the AI again/);
    expect(prepProgressText('{"questions":[{"question":"a"', false)).toBe('Writing question 1 of about 8…');
  });
});

describe('the notes list', () => {
  it('puts the new note first and never twice', () => {
    const old = note('a', '2026-11-01T00:00:00.000Z');
    const fresh = note('b', '2026-11-02T00:00:00.000Z');
    expect(withNote([old], fresh).map((n) => n.id)).toEqual(['b', 'a']);
    expect(withNote([fresh, old], fresh).map((n) => n.id)).toEqual(['b', 'a']);
  });
});
