import type { Wanted } from './generation-view';

/**
 * The generation a user has running, kept in localStorage per user, so closing the tab (or
 * reloading) loses nothing: /generate follows it again when it opens.
 */
export interface RememberedGeneration extends Wanted {
  id: string;
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
    return { id: v.id, coverLetter: !!v.coverLetter, resume: !!v.resume, readsResume: !!v.readsResume };
  }, null);
}

/** Forgets the remembered generation, but only if it is still `id` (another tab may have started one). */
export function forgetGeneration(storage: Store, userId: string, id: string): void {
  attempt(() => {
    if (recallGeneration(storage, userId)?.id === id) storage?.removeItem(runningGenerationKey(userId));
  }, undefined);
}
