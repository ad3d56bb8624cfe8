import { ZApplicationCreate } from '@app/shared/applications/schemas';

/** The "Save a job" form as its inputs hold it. */
export interface SaveJobValues {
  jobTitle: string;
  companyName: string;
  companyLocation: string;
  jobDescription: string;
  jobUrl: string;
  closingDate: string;
}
export type SaveJobField = keyof SaveJobValues;

export const EMPTY_SAVE_JOB: SaveJobValues = {
  jobTitle: '',
  companyName: '',
  companyLocation: '',
  jobDescription: '',
  jobUrl: '',
  closingDate: '',
};

const FIELDS = Object.keys(EMPTY_SAVE_JOB) as SaveJobField[];

export type SaveJobCheck =
  | { ok: true; input: ReturnType<typeof ZApplicationCreate.parse> }
  | { ok: false; errors: Partial<Record<SaveJobField, string>>; first: SaveJobField };

/** The shared schema's own messages per field (the server says the same), the first in form order. */
export function checkSaveJob(values: SaveJobValues): SaveJobCheck {
  const parsed = ZApplicationCreate.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<SaveJobField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as SaveJobField;
    errors[field] ??= issue.message;
  }
  const first = FIELDS.find((f) => errors[f]) ?? 'jobTitle';
  return { ok: false, errors, first };
}

export const hasText = (values: SaveJobValues): boolean => FIELDS.some((f) => values[f].trim() !== '');

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

/**
 * What a person typed into the dialog, kept in sessionStorage until the job is saved, so a reload
 * loses nothing; `open` says the dialog was open, so the reload brings it back as it was.
 */
export const SAVE_JOB_DRAFT_KEY = 'save_job_draft';

export interface SaveJobDraft {
  values: SaveJobValues;
  open: boolean;
}

function attempt<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage full or blocked (privacy modes): the draft is simply not kept.
    return fallback;
  }
}

export function readSaveJobDraft(storage: Store): SaveJobDraft | null {
  return attempt(() => {
    const raw = storage?.getItem(SAVE_JOB_DRAFT_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { values?: Record<string, unknown>; open?: unknown } | null;
    const values = { ...EMPTY_SAVE_JOB };
    for (const field of FIELDS) {
      const v = stored?.values?.[field];
      if (typeof v === 'string') values[field] = v;
    }
    const open = stored?.open === true;
    return hasText(values) || open ? { values, open } : null;
  }, null);
}

/** Keeps the draft; an empty, closed form is forgotten. */
export function keepSaveJobDraft(storage: Store, draft: SaveJobDraft): void {
  attempt(() => {
    if (!hasText(draft.values) && !draft.open) storage?.removeItem(SAVE_JOB_DRAFT_KEY);
    else storage?.setItem(SAVE_JOB_DRAFT_KEY, JSON.stringify(draft));
  }, undefined);
}

export function dropSaveJobDraft(storage: Store): void {
  attempt(() => storage?.removeItem(SAVE_JOB_DRAFT_KEY), undefined);
}
