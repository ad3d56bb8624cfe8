import type { Database } from '../db/database.js';
import { USER_COLUMNS } from '../modules/users/users.repo.js';

export interface SessionRecord {
  id: string;
  secretHash: Uint8Array;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSession(
  db: Database,
  session: SessionRecord & { userAgent: string | null; ip: string | null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      secret_hash: Buffer.from(session.secretHash),
      user_id: session.userId,
      created_at: session.createdAt,
      last_used_at: session.createdAt,
      expires_at: session.expiresAt,
      user_agent: session.userAgent?.slice(0, 300) ?? null,
      ip: session.ip,
    })
    .execute();
}

/** The session and its user in one round trip: this runs on every authenticated request. */
export async function findSessionWithUser(db: Database, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.secret_hash',
      'sessions.created_at as session_created_at',
      'sessions.expires_at as session_expires_at',
      ...USER_COLUMNS.map((c) => `users.${c}` as const),
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export async function extendSession(db: Database, id: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt, last_used_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Signs the user out everywhere, optionally keeping the session making the request. */
export async function deleteUserSessions(db: Database, userId: string, exceptId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}
