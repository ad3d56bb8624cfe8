import type { AuditAction, AuditEntryDto, AuditTargetType, TAuditListInput } from '@app/shared';
import type { Database } from '../../../db/database.js';

export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Why, when the administrator gave a reason. */
  reason?: string | null;
}

/** Writes one entry; callers pass their transaction so the entry lands with the change or not at all. */
export async function insertAudit(db: Database, record: AuditRecord): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      summary: record.summary,
      before: record.before === null ? null : JSON.stringify(record.before),
      after: record.after === null ? null : JSON.stringify(record.after),
      reason: record.reason?.trim() || null,
    })
    .execute();
}

/** Newest first, a page at a time (`before` is the last createdAt already shown). */
export async function listAudit(db: Database, input: TAuditListInput): Promise<AuditEntryDto[]> {
  let query = db
    .selectFrom('admin_audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.actor_id',
      'u.email as actor_email',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.summary',
      'a.before',
      'a.after',
      'a.created_at',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(input.limit);
  if (input.before) query = query.where('a.created_at', '<', new Date(input.before));
  if (input.action) query = query.where('a.action', '=', input.action);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    actor: row.actor_id && row.actor_email ? { id: row.actor_id, email: row.actor_email } : null,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    summary: row.summary,
    before: row.before,
    after: row.after,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
