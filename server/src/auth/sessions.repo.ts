import { CompiledQuery } from 'kysely';
import { type Database, prepareStatement } from '../db/database.js';
import { type PublicUserRow, USER_COLUMNS } from '../modules/users/users.repo.js';

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

// Built once (the column names are constants, never input), not by the query builder per sign-in,
// and prepared once per connection: PostgreSQL parses and plans it once, not at every sign-in.
const SIGN_IN_SESSION = prepareStatement(
  'sign-in-session',
  `
  with signed_in as (
    update users set last_login_at = $1, role = $2, updated_at = $3
    where id = $4
    returning ${USER_COLUMNS.map((c) => `"${c}"`).join(', ')}
  ), inserted as (
    insert into sessions (id, secret_hash, user_id, created_at, last_used_at, expires_at, user_agent, ip)
    select $5::text, $6::bytea, signed_in.id, $1::timestamptz, $1::timestamptz, $7::timestamptz, $8::text, $9::text
    from signed_in
  )
  select * from signed_in`,
);

/**
 * A sign-in's writes in one statement (one round trip): the user's last_login_at and role are
 * updated and, only if the user still exists, the new session is inserted. Answers the updated
 * user, or undefined when there is no such user (then no session was written either).
 */
export async function signInUserSession(
  db: Database,
  session: SessionRecord & { userAgent: string | null; ip: string | null },
  user: { role: string },
): Promise<PublicUserRow | undefined> {
  // Instants as ISO 8601 text: the same values to PostgreSQL, without pg's slower local-time
  // formatting of a Date.
  const { rows } = await db.executeQuery<PublicUserRow>(
    CompiledQuery.raw(SIGN_IN_SESSION, [
      session.createdAt.toISOString(),
      user.role,
      new Date().toISOString(),
      session.userId,
      session.id,
      Buffer.from(session.secretHash),
      session.expiresAt.toISOString(),
      session.userAgent?.slice(0, 300) ?? null,
      session.ip,
    ]),
  );
  return rows[0];
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
