import {
  AUDIT_MESSAGES,
  type AuditPageDto,
  type AuditPersonDto,
  type AuditRowDto,
  type TAuditPageInput,
} from '@app/shared';
import { sql } from 'kysely';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../errors.js';

type Row = {
  id: string;
  created_at: Date;
  /** The entry's position, microseconds since 1970: the keyset page boundary to the microsecond. */
  at_us: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  target_type: string;
  target_id: string | null;
  person_id: string | null;
  person_name: string | null;
  person_email: string | null;
  summary: string;
  before: unknown;
  after: unknown;
  reason: string | null;
};

/** '<microseconds>_<id>' of an entry: where the next page starts. */
const cursorOf = (row: Pick<Row, 'at_us' | 'id'>) => `${row.at_us}_${row.id}`;

function parseCursor(cursor: string): { atUs: string; id: string } {
  const [atUs, id] = cursor.split('_');
  if (!atUs || !id) throw new AppError('VALIDATION_FAILED', AUDIT_MESSAGES.invalidCursor);
  return { atUs, id };
}

/**
 * One page of the audit log, newest first, by (created_at, id) so entries of the same instant are
 * neither skipped nor repeated. Each filter is served by its own index (migration 0020). The
 * person is the account acted on, while it exists; a deleted one is only in the summary.
 */
export async function pageAudit(db: Database, input: TAuditPageInput): Promise<AuditPageDto> {
  const after = input.cursor ? parseCursor(input.cursor) : null;
  const rows = await sql<Row>`
    select a.id, a.created_at,
      (extract(epoch from a.created_at) * 1000000)::bigint::text as at_us,
      a.action, a.actor_id, actor.full_name as actor_name, actor.email as actor_email,
      a.target_type, a.target_id,
      person.id as person_id, person.full_name as person_name, person.email as person_email,
      a.summary, a.before, a.after, coalesce(a.reason, a.after->>'reason') as reason
    from admin_audit_log a
    left join users actor on actor.id = a.actor_id
    left join lateral (
      select u.id, u.full_name, u.email from users u
      where u.id = case when a.target_type = 'user' then a.target_id::uuid end
    ) person on true
    where true
      ${input.admin ? sql`and a.actor_id = ${input.admin}` : sql``}
      ${input.user ? sql`and a.target_type = 'user' and a.target_id = ${input.user}` : sql``}
      ${input.action ? sql`and a.action = ${input.action}` : sql``}
      ${
        after
          ? sql`and (a.created_at, a.id) < (timestamptz 'epoch' + ${after.atUs}::bigint * interval '1 microsecond', ${after.id}::uuid)`
          : sql``
      }
    order by a.created_at desc, a.id desc
    limit ${input.limit + 1}`.execute(db);
  const page = rows.rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    entries: page.map(toAuditRow),
    nextCursor: rows.rows.length > input.limit && last ? cursorOf(last) : null,
  };
}

function toAuditRow(row: Row): AuditRowDto {
  const person = (id: string | null, name: string | null, email: string | null): AuditPersonDto | null =>
    id && email ? { id, name: name?.trim() || null, email } : null;
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    action: row.action,
    actor: person(row.actor_id, row.actor_name, row.actor_email),
    targetType: row.target_type,
    targetId: row.target_id,
    person: person(row.person_id, row.person_name, row.person_email),
    summary: row.summary,
    before: row.before,
    after: row.after,
    reason: row.reason?.trim() || null,
  };
}

/** The administrators who appear in the log (for the admin filter), by name. */
export async function auditActors(db: Database): Promise<AuditPersonDto[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.full_name', 'u.email'])
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('admin_audit_log as a').select('a.id').whereRef('a.actor_id', '=', 'u.id')),
    )
    .orderBy(sql`lower(coalesce(nullif(trim(u.full_name), ''), u.email))`)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.full_name?.trim() || null, email: r.email }));
}
