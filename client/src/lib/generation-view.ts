import type {
  DocumentProgress,
  DocumentType,
  GenerationDto,
  GenerationEvent,
  RetryNotice,
} from '@app/shared/generation/dto';
import { type GenerationStage, STAGE_LABELS } from '@app/shared/generation/stages';

/** What a generation was asked for; decides which stages the progress bar lists. */
export interface Wanted {
  coverLetter: boolean;
  resume: boolean;
  /** An uploaded resume is read first (for either document). */
  readsResume: boolean;
}

/** One generation as the page follows it, built by folding `generation.watch` events. */
export interface LiveGeneration {
  id: string;
  wanted: Wanted;
  stage: GenerationStage;
  /** The text written so far, per document, as the model streams it. */
  text: Partial<Record<DocumentType, string>>;
  /** Each document's share of its expected length written, 0 to 100 (from the server's events). */
  progress: DocumentProgress;
  /** A provider error being retried, per document; cleared once that document writes again. */
  retry: Partial<Record<DocumentType, RetryNotice>>;
  /** The stored generation as last told by the server (what was asked for, and by now the result). */
  generation: GenerationDto | null;
  /** Set by the terminal event. */
  outcome: { status: 'succeeded' | 'failed'; generation: GenerationDto } | null;
}

export function watching(id: string, wanted: Wanted): LiveGeneration {
  return { id, wanted, stage: 'queued', text: {}, progress: {}, retry: {}, generation: null, outcome: null };
}

const wantedOf = (generation: GenerationDto, before: Wanted): Wanted => ({
  coverLetter: generation.generateCoverLetter,
  resume: generation.optimizeResume,
  readsResume: before.readsResume || generation.stage === 'reading_resume',
});

const ended = (live: LiveGeneration, generation: GenerationDto, succeeded: boolean): LiveGeneration => ({
  ...live,
  wanted: wantedOf(generation, live.wanted),
  generation,
  stage: succeeded ? 'done' : 'failed',
  outcome: { status: succeeded ? 'succeeded' : 'failed', generation },
});

/**
 * Applies one event: `state` replaces everything with the stored view (a reconnect starts from
 * the whole text again), `token` appends, `restart` clears that document (a retry writes it anew).
 * Nothing changes once the generation has ended.
 */
export function foldEvent(live: LiveGeneration, event: GenerationEvent): LiveGeneration {
  if (live.outcome) return live;
  switch (event.type) {
    case 'state': {
      const { generation } = event;
      if (generation.status === 'succeeded' || generation.status === 'failed')
        return ended(live, generation, generation.status === 'succeeded');
      return {
        ...live,
        wanted: wantedOf(generation, live.wanted),
        generation,
        stage: generation.stage,
        text: { ...event.partial },
        progress: { ...live.progress, ...event.progress },
      };
    }
    case 'stage':
      return {
        ...live,
        stage: event.stage,
        wanted: event.stage === 'reading_resume' ? { ...live.wanted, readsResume: true } : live.wanted,
        progress: { ...live.progress, ...event.progress },
      };
    case 'token': {
      const { [event.document]: _settled, ...retry } = live.retry;
      return {
        ...live,
        text: { ...live.text, [event.document]: (live.text[event.document] ?? '') + event.delta },
        progress:
          event.progress === undefined
            ? live.progress
            : { ...live.progress, [event.document]: event.progress },
        retry,
      };
    }
    case 'restart':
      return {
        ...live,
        text: { ...live.text, [event.document]: '' },
        progress: { ...live.progress, [event.document]: 0 },
        retry: event.retry ? { ...live.retry, [event.document]: event.retry } : live.retry,
      };
    case 'done':
      return ended(live, event.generation, true);
    case 'failed':
      return ended(live, event.generation, false);
  }
}

/** The stages this generation goes through, in order; 'failed' is never listed. */
export function stagesFor(wanted: Wanted): GenerationStage[] {
  return [
    'queued',
    ...(wanted.readsResume ? (['reading_resume'] as const) : []),
    ...(wanted.coverLetter ? (['writing_cover_letter'] as const) : []),
    ...(wanted.resume ? (['writing_resume'] as const) : []),
    'saving',
    'done',
  ];
}

export interface StageStep {
  stage: GenerationStage;
  label: string;
  state: 'done' | 'current' | 'upcoming';
}

export interface Progress {
  steps: StageStep[];
  /** 0 to 100; never 0, so the bar shows something has started. */
  percent: number;
  label: string;
}

/** Where one requested document is: not started, being written, or written (and stored). */
export type DocumentState = 'waiting' | 'writing' | 'written';

/** What the checklist and the document cards both read, so they can never disagree. */
type DocumentView = Pick<LiveGeneration, 'wanted' | 'stage'> &
  Partial<Pick<LiveGeneration, 'progress' | 'text' | 'generation'>>;

const WRITING_STAGES: readonly GenerationStage[] = ['writing_cover_letter', 'writing_resume', 'saving'];
const STORED_KEY = { cover_letter: 'coverLetter', resume: 'resume' } as const;
const STEP_OF: Record<DocumentType, GenerationStage> = {
  cover_letter: 'writing_cover_letter',
  resume: 'writing_resume',
};

/**
 * Each requested document's state. Both documents are written at the same time, so the stage
 * (which names the first one still being written) does not say which is finished: a document is
 * written once the server says it is at 100% or has stored it, being written once writing has
 * begun (or its text is coming in), and waiting before that.
 */
export function documentStates(live: DocumentView): Partial<Record<DocumentType, DocumentState>> {
  const types: DocumentType[] = [
    ...(live.wanted.coverLetter ? (['cover_letter'] as const) : []),
    ...(live.wanted.resume ? (['resume'] as const) : []),
  ];
  const writingBegun = WRITING_STAGES.includes(live.stage);
  return Object.fromEntries(
    types.map((type): [DocumentType, DocumentState] => {
      if (live.stage === 'done' || (live.progress?.[type] ?? 0) >= 100 || live.generation?.[STORED_KEY[type]])
        return [type, 'written'];
      return [type, writingBegun || live.text?.[type] ? 'writing' : 'waiting'];
    }),
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The progress bar's steps and fill. The stages before and after the writing follow the stage;
 * each document's own step follows that document's state (documentStates), as its card does.
 */
export function progressOf(live: DocumentView): Progress {
  const stages = stagesFor(live.wanted);
  // A stage that does not apply (or 'failed') keeps the bar where the last known stage put it.
  const found = stages.indexOf(live.stage);
  const index = found === -1 ? 0 : found;
  const last = stages.length - 1;
  const finished = live.stage === 'done';
  const documents = documentStates(live);
  const documentOf = (stage: GenerationStage) =>
    (Object.keys(STEP_OF) as DocumentType[]).find((type) => STEP_OF[type] === stage);
  const steps = stages.map((stage, i): StageStep => {
    const type = documentOf(stage);
    const state: StageStep['state'] = finished
      ? 'done'
      : type
        ? { written: 'done' as const, writing: 'current' as const, waiting: 'upcoming' as const }[
            documents[type] ?? 'waiting'
          ]
        : i < index
          ? 'done'
          : i === index
            ? 'current'
            : 'upcoming';
    return { stage, label: STAGE_LABELS[stage], state };
  });
  const writing = steps.filter((step) => documentOf(step.stage) && step.state === 'current');
  const label =
    writing.length > 0 && documentOf(live.stage)
      ? writing.map((step, i) => (i === 0 ? step.label : lowerFirst(step.label))).join(' and ')
      : STAGE_LABELS[live.stage];
  return {
    steps,
    percent: finished ? 100 : Math.max(5, Math.round((index / last) * 100)),
    label,
  };
}

export interface DocumentBar {
  type: DocumentType;
  percent: number;
  /** Set while a provider error of this document is being retried. */
  retry: RetryNotice | null;
}

/** One bar per requested document, in the order they are listed; finished generations are full. */
export function documentBars(
  live: Pick<LiveGeneration, 'wanted' | 'progress' | 'retry' | 'stage'>,
): DocumentBar[] {
  const types: DocumentType[] = [
    ...(live.wanted.coverLetter ? (['cover_letter'] as const) : []),
    ...(live.wanted.resume ? (['resume'] as const) : []),
  ];
  return types.map((type) => ({
    type,
    percent: live.stage === 'done' ? 100 : Math.min(100, Math.max(0, Math.round(live.progress[type] ?? 0))),
    retry: live.retry[type] ?? null,
  }));
}

/** The retry notice to announce, if any document is being retried (the first one listed). */
export function retryNotice(
  live: Pick<LiveGeneration, 'wanted' | 'progress' | 'retry' | 'stage'>,
): string | null {
  return documentBars(live).find((bar) => bar.retry)?.retry?.message ?? null;
}
