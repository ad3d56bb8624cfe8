import type { Deps } from '../../deps.js';

/** The administrator making a change, as the audit log records them. */
export interface AdminActor {
  id: string;
  email: string;
}

/** What the admin services use from the dependency bag. */
export type AdminDeps = Pick<Deps, 'db' | 'env' | 'redis' | 'logger' | 'clock'> &
  Partial<Pick<Deps, 'sessionCache'>>;

/** Runs `work`, trying again when two administrators' changes met a unique index at once. */
export async function retryOnUniqueRace<T>(work: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '23505' || attempt >= tries) throw error;
    }
  }
}

/** The signed-in administrator of a request that passed the admin check. */
export const actorOf = (auth: { user: { id: string; email: string } }): AdminActor => ({
  id: auth.user.id,
  email: auth.user.email,
});
