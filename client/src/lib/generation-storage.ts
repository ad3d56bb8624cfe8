import { EMPTY_GENERATE_FORM, type GenerateFormValues } from './generate-form';
import type { Wanted } from './generation-view';

/** What was sent for a generation: the form as submitted and the uploaded resume it named. */
export interface SentRequest {
  values: GenerateFormValues;
  resumeFileId: string | null;
  resumeName: string | null;
}

/**
 * The user's last generation (running or finished), kept in localStorage per user, so a reload,
 * Back or a new tab loses nothing: /generate shows it again until Generate New Documents.
 * `request` is what this browser sent (absent for a generation opened by link).
 */
export interface RememberedGeneration extends Wanted {
  id: string;
  request?: SentRequest | null;
  /** The application the generation belongs to, from the start answer (issue 30). */
  applicationId?: string | null;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

export const runningGenerationKey = (userId: string) => `running_generation:${userId}`;

// Storage can throw (privacy modes); the generation then simply is not followed after a reload.
function attempt<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function rememberGeneration(storage: Store, userId: string, value: RememberedGeneration): void {
  attempt(() => storage?.setItem(runningGenerationKey(userId), JSON.stringify(value)), undefined);
}

export function recallGeneration(storage: Store, userId: string): RememberedGeneration | null {
  return attempt(() => {
    const raw = storage?.getItem(runningGenerationKey(userId));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<RememberedGeneration> | null;
    if (typeof v?.id !== 'string' || !v.id) return null;
    return {
      id: v.id,
      coverLetter: !!v.coverLetter,
      resume: !!v.resume,
      readsResume: !!v.readsResume,
      request: sentRequest(v.request),
      applicationId: str(v.applicationId),
    };
  }, null);
}

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** A stored request, field by field: anything damaged falls back to empty (it is only shown). */
function sentRequest(raw: unknown): SentRequest | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const stored = (typeof r.values === 'object' && r.values !== null ? r.values : {}) as Record<
    string,
    unknown
  >;
  const values = { ...EMPTY_GENERATE_FORM };
  for (const key of Object.keys(values) as (keyof GenerateFormValues)[]) {
    const v = stored[key];
    if (typeof values[key] === 'boolean' && typeof v === 'boolean')
      (values as Record<string, unknown>)[key] = v;
    if (typeof values[key] === 'string' && typeof v === 'string')
      (values as Record<string, unknown>)[key] = v;
  }
  return { values, resumeFileId: str(r.resumeFileId), resumeName: str(r.resumeName) };
}

/** Forgets the remembered generation, but only if it is still `id` (another tab may have started one). */
export function forgetGeneration(storage: Store, userId: string, id: string): void {
  attempt(() => {
    if (recallGeneration(storage, userId)?.id === id) storage?.removeItem(runningGenerationKey(userId));
  }, undefined);
}
