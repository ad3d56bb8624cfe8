import { CompiledQuery, type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type Database, prepareStatement } from '../../db/database.js';
import type { Users } from '../../db/database.types.js';

export type UserRow = Selectable<Users>;

/**
 * Every column but the password hash; the hash is read only where a password is checked.
 * `has_password` (generated from it) says whether there is one without carrying it.
 */
export const USER_COLUMNS = [
  'id',
  'email',
  'full_name',
  'first_name',
  'last_name',
  'linkedin_profile',
  'profile_image_url',
  'google_id',
  'role',
  'email_verified',
  'has_password',
  'is_active',
  'onboarding_completed',
  'subscription_plan',
  'subscription_status',
  'subscription_expires_at',
  'subscription_source',
  'cancel_at_period_end',
  'cover_letters_remaining',
  'resumes_remaining',
  'cover_letters_generated',
  'resumes_generated',
  'cv_details',
  'last_login_at',
  'created_at',
  'updated_at',
] as const;

export type PublicUserRow = Pick<UserRow, (typeof USER_COLUMNS)[number]>;

export async function findUserById(db: Database, id: string): Promise<PublicUserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Database, email: string): Promise<PublicUserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** What a password sign-in needs of the account before the session is written (sign-in.ts). */
export type Credentials = Pick<PublicUserRow, 'id' | 'email' | 'role' | 'email_verified' | 'is_active'> & {
  password_hash: string | null;
};

// Every password sign-in runs it: a fixed text, prepared once per connection, reading only what
// the sign-in checks (the session's statement returns the whole user for the answer).
const CREDENTIALS_BY_EMAIL = prepareStatement(
  'credentials-by-email',
  'select id, email, role, email_verified, is_active, password_hash from users where lower(email) = $1',
);

export async function findCredentialsByEmail(db: Database, email: string): Promise<Credentials | undefined> {
  const { rows } = await db.executeQuery<Credentials>(
    CompiledQuery.raw(CREDENTIALS_BY_EMAIL, [email.toLowerCase()]),
  );
  return rows[0];
}

export async function findPasswordHash(db: Database, id: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
  return row?.password_hash;
}

export async function findUserByGoogleId(db: Database, googleId: string): Promise<PublicUserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('google_id', '=', googleId).executeTakeFirst();
}

/** Inserts unless the address is taken; returns undefined when it was. */
export async function insertUser(
  db: Database,
  values: Insertable<Users>,
): Promise<PublicUserRow | undefined> {
  return db
    .insertInto('users')
    .values(values)
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

export async function updateUser(
  db: Database,
  id: string,
  values: Omit<Updateable<Users>, 'id' | 'created_at'>,
): Promise<PublicUserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

/**
 * Marks an unverified address as proven by its owner. Whatever password was set before the
 * proof may be a stranger's (anyone can register any address), so it is removed in the same
 * statement. Answers undefined when the address was already verified (nothing changes then).
 */
export async function proveUnverifiedEmail(db: Database, id: string): Promise<PublicUserRow | undefined> {
  return db
    .updateTable('users')
    .set({ email_verified: true, password_hash: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('email_verified', '=', false)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

/**
 * Updates only while the address is still unverified: a re-registration racing the owner's
 * proof can never put a password back on an account that has just been proven.
 */
export async function updateUnverifiedUser(
  db: Database,
  id: string,
  values: Omit<Updateable<Users>, 'id' | 'created_at' | 'email_verified'>,
): Promise<PublicUserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .where('email_verified', '=', false)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}
