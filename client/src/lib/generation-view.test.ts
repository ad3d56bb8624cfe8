import type { GenerationDto } from '@app/shared/generation/dto';
import { describe, expect, it } from 'vitest';
import {
  documentBars,
  documentStates,
  foldEvent,
  type LiveGeneration,
  progressOf,
  retryNotice,
  stagesFor,
  watching,
} from './generation-view';

const both = { coverLetter: true, resume: true, readsResume: true };
const dto = (over: Partial<GenerationDto> = {}): GenerationDto => ({
  id: 'g1',
  status: 'running',
  stage: 'writing_cover_letter',
  jobTitle: 'Data Analyst',
  companyName: 'Flutterwave',
  generateCoverLetter: true,
  optimizeResume: true,
  error: null,
  coverLetter: null,
  resume: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  finishedAt: null,
  ...over,
});
const fold = (live: LiveGeneration, ...events: Parameters<typeof foldEvent>[1][]) =>
  events.reduce(foldEvent, live);

describe('foldEvent', () => {
  it('appends token deltas per document as the model writes', () => {
    const live = fold(
      watching('g1', both),
      { type: 'stage', stage: 'writing_cover_letter' },
      { type: 'token', document: 'cover_letter', delta: 'Dear', at: 0 },
      { type: 'token', document: 'cover_letter', delta: ' Hiring Team,', at: 4 },
      { type: 'token', document: 'resume', delta: '# Ada', at: 0 },
    );
    expect(live.stage).toBe('writing_cover_letter');
    expect(live.text).toEqual({ cover_letter: 'Dear Hiring Team,', resume: '# Ada' });
  });

  it('starts again from the stored text on state, and clears a restarted document', () => {
    const live = fold(
      watching('g1', both),
      { type: 'token', document: 'cover_letter', delta: 'stale', at: 0 },
      { type: 'state', generation: dto({ stage: 'writing_resume' }), partial: { cover_letter: 'Dear team' } },
      { type: 'token', document: 'resume', delta: '# Ada', at: 0 },
      { type: 'restart', document: 'resume' },
    );
    expect(live.stage).toBe('writing_resume');
    expect(live.text).toEqual({ cover_letter: 'Dear team', resume: '' });
  });

  it('learns what was asked for from the stored generation', () => {
    const live = foldEvent(watching('g1', { coverLetter: false, resume: false, readsResume: false }), {
      type: 'state',
      generation: dto({ optimizeResume: false, stage: 'reading_resume' }),
      partial: {},
    });
    expect(live.wanted).toEqual({ coverLetter: true, resume: false, readsResume: true });
  });

  it('ends on done or failed and ignores anything after', () => {
    const done = foldEvent(watching('g1', both), { type: 'done', generation: dto({ status: 'succeeded' }) });
    expect(done.outcome?.status).toBe('succeeded');
    expect(done.stage).toBe('done');
    expect(foldEvent(done, { type: 'token', document: 'resume', delta: 'late', at: 5 })).toBe(done);
    const failed = foldEvent(watching('g1', both), { type: 'failed', generation: dto({ status: 'failed' }) });
    expect(failed.outcome?.status).toBe('failed');
  });
});

describe('progress', () => {
  it('lists only the stages that apply', () => {
    expect(stagesFor({ coverLetter: true, resume: false, readsResume: false })).toEqual([
      'queued',
      'writing_cover_letter',
      'saving',
      'done',
    ]);
    expect(stagesFor(both)).toEqual([
      'queued',
      'reading_resume',
      'writing_cover_letter',
      'writing_resume',
      'saving',
      'done',
    ]);
  });

  it('names the current stage and fills the bar by position', () => {
    const p = progressOf({ wanted: both, stage: 'reading_resume' });
    expect(p.label).toBe('Reading your resume');
    expect(p.percent).toBe(20);
    expect(p.steps.map((s) => s.state)).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    // Both documents are written at once: both steps are under way, and the label says so.
    const writing = progressOf({ wanted: both, stage: 'writing_cover_letter' });
    expect(writing.label).toBe('Writing your cover letter and optimizing your resume');
    expect(writing.percent).toBe(40);
    expect(writing.steps.map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(progressOf({ wanted: both, stage: 'queued' }).percent).toBe(5);
    expect(progressOf({ wanted: both, stage: 'done' }).percent).toBe(100);
    expect(progressOf({ wanted: both, stage: 'done' }).steps.every((s) => s.state === 'done')).toBe(true);
  });
});

describe('the checklist and the document cards agree (issue 28)', () => {
  const agree = (live: LiveGeneration) => {
    const states = documentStates(live);
    const steps = progressOf(live).steps;
    const step = (stage: string) => steps.find((s) => s.stage === stage)?.state;
    const expected = { written: 'done', writing: 'current', waiting: 'upcoming' } as const;
    if (states.cover_letter) expect(step('writing_cover_letter')).toBe(expected[states.cover_letter]);
    if (states.resume) expect(step('writing_resume')).toBe(expected[states.resume]);
    return states;
  };

  it('ticks the resume as soon as it is written, while the cover letter is still being written', () => {
    const writing = fold(
      watching('g1', both),
      { type: 'stage', stage: 'reading_resume' },
      { type: 'stage', stage: 'writing_cover_letter' },
      { type: 'token', document: 'cover_letter', delta: 'Dear', at: 0, progress: 5 },
      { type: 'token', document: 'resume', delta: '# Ada Obi', at: 0, progress: 3 },
    );
    // Text in both: both are being written, neither is "Written" yet.
    expect(agree(writing)).toEqual({ cover_letter: 'writing', resume: 'writing' });

    const resumeDone = foldEvent(writing, {
      type: 'stage',
      stage: 'writing_cover_letter',
      progress: { resume: 100 },
    });
    expect(agree(resumeDone)).toEqual({ cover_letter: 'writing', resume: 'written' });
    const p = progressOf(resumeDone);
    expect(p.label).toBe('Writing your cover letter');
    expect(p.steps.find((s) => s.stage === 'writing_resume')?.state).toBe('done');
    // The bar of the letter keeps what its tokens said.
    expect(documentBars(resumeDone).map((b) => b.percent)).toEqual([5, 100]);
  });

  it('knows a stored document is written after a reconnect, and waits before writing begins', () => {
    const queued = watching('g1', both);
    expect(agree(queued)).toEqual({ cover_letter: 'waiting', resume: 'waiting' });
    const reconnected = foldEvent(queued, {
      type: 'state',
      generation: dto({ coverLetter: { id: 'd1' } as GenerationDto['coverLetter'] }),
      partial: { cover_letter: 'Dear team', resume: '# Ada' },
      progress: { cover_letter: 95, resume: 10 },
    });
    expect(agree(reconnected)).toEqual({ cover_letter: 'written', resume: 'writing' });
    const saving = foldEvent(reconnected, { type: 'stage', stage: 'saving', progress: { resume: 100 } });
    expect(agree(saving)).toEqual({ cover_letter: 'written', resume: 'written' });
    expect(progressOf(saving).label).toBe('Saving your documents');
  });
});

describe('per-document progress and retries', () => {
  const retry = { attempt: 2, max: 3, message: 'The AI service had a problem — trying again, 2 of 3' };

  it('moves each document on its own from token, state and stage progress', () => {
    const live = fold(
      watching('g1', both),
      { type: 'state', generation: dto(), partial: {}, progress: { cover_letter: 10, resume: 5 } },
      { type: 'token', document: 'cover_letter', delta: 'Dear', at: 0, progress: 20 },
      { type: 'token', document: 'resume', delta: '# Ada', at: 0, progress: 8 },
      { type: 'stage', stage: 'writing_resume', progress: { cover_letter: 100, resume: 30 } },
    );
    expect(documentBars(live).map((b) => [b.type, b.percent])).toEqual([
      ['cover_letter', 100],
      ['resume', 30],
    ]);
  });

  it('lists one bar for one document, and fills the bars when done', () => {
    const one = { coverLetter: true, resume: false, readsResume: false };
    expect(documentBars(watching('g1', one)).map((b) => b.type)).toEqual(['cover_letter']);
    const done = foldEvent(watching('g1', both), { type: 'done', generation: dto({ status: 'succeeded' }) });
    expect(documentBars(done).map((b) => b.percent)).toEqual([100, 100]);
  });

  it('shows the retry notice until that document writes again', () => {
    const retrying = fold(
      watching('g1', both),
      { type: 'token', document: 'resume', delta: '# Ada', at: 0, progress: 12 },
      { type: 'restart', document: 'resume', retry },
    );
    expect(retryNotice(retrying)).toBe(retry.message);
    expect(documentBars(retrying)[1]).toMatchObject({ percent: 0, retry });
    // The other document writing does not clear it.
    const other = foldEvent(retrying, { type: 'token', document: 'cover_letter', delta: 'Dear', at: 0 });
    expect(retryNotice(other)).toBe(retry.message);
    const again = foldEvent(other, { type: 'token', document: 'resume', delta: '# Ada', at: 0, progress: 3 });
    expect(retryNotice(again)).toBeNull();
  });

  it('a restart of a re-delivered job (no retry field) clears the text but announces nothing', () => {
    const live = fold(
      watching('g1', both),
      { type: 'token', document: 'resume', delta: '# Ada', at: 0 },
      { type: 'restart', document: 'resume' },
    );
    expect(live.text.resume).toBe('');
    expect(retryNotice(live)).toBeNull();
  });
});
