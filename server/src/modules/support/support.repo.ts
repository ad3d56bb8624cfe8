import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

export interface SupportMessageRow {
  id: string;
  user_id: string;
  sender: 'user' | 'admin';
  body: string;
  image_file_id: string | null;
  image_name: string | null;
  current_page: string | null;
  user_agent: string | null;
  created_at: Date;
}

const MESSAGE_COLUMNS = [
  'id',
  'user_id',
  'sender',
  'body',
  'image_file_id',
  'image_name',
  'current_page',
  'user_agent',
  'created_at',
] as const;

/** How many messages a thread shows: the newest, oldest first. */
export const THREAD_LIMIT = 500;

export async function insertSupportMessage(
  db: Database,
  message: {
    userId: string;
    sender: 'user' | 'admin';
    adminId: string | null;
    body: string;
    imageFileId: string | null;
    imageName: string | null;
    currentPage: string | null;
    userAgent: string | null;
  },
): Promise<SupportMessageRow> {
  const row = await db
    .insertInto('support_messages')
    .values({
      user_id: message.userId,
      sender: message.sender,
      admin_id: message.adminId,
      body: message.body,
      image_file_id: message.imageFileId,
      image_name: message.imageName,
      current_page: message.currentPage,
      user_agent: message.userAgent,
    })
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirstOrThrow();
  return row as SupportMessageRow;
}

export async function listSupportMessages(db: Database, userId: string): Promise<SupportMessageRow[]> {
  const rows = await db
    .selectFrom('support_messages')
    .select(MESSAGE_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(THREAD_LIMIT)
    .execute();
  return (rows as SupportMessageRow[]).reverse();
}

/** Marks the conversation read by one side now (creating its row on first use). */
export async function markRead(
  db: Database,
  userId: string,
  side: 'user' | 'admin',
  at: Date,
): Promise<void> {
  const column = side === 'user' ? 'user_read_at' : 'admin_read_at';
  await db
    .insertInto('support_conversations')
    .values({ user_id: userId, [column]: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ [column]: at, updated_at: at }))
    .execute();
}

/**
 * Claims the conversation's hourly e-mail: true (and stamped) only when none went out in the
 * last `windowSeconds`, decided in one statement so two answers at once send one e-mail.
 */
export async function claimReplyEmail(db: Database, userId: string, now: Date, windowSeconds: number) {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const row = await db
    .insertInto('support_conversations')
    .values({ user_id: userId, last_emailed_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ last_emailed_at: now, updated_at: now })
        .where((eb) =>
          eb.or([
            eb('support_conversations.last_emailed_at', 'is', null),
            eb('support_conversations.last_emailed_at', '<', since),
          ]),
        ),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findSupportAvailable(db: Database): Promise<boolean> {
  const row = await db.selectFrom('support_settings').select('available').executeTakeFirst();
  return row?.available ?? true;
}

export async function setSupportAvailable(db: Database, available: boolean): Promise<void> {
  await db
    .insertInto('support_settings')
    .values({ id: true, available })
    .onConflict((oc) => oc.column('id').doUpdateSet({ available, updated_at: new Date() }))
    .execute();
}

export interface InboxRow {
  user_id: string;
  full_name: string | null;
  email: string;
  subscription_plan: string;
  unread: number;
  waiting_since: Date | null;
  last_message_at: Date;
  last_message: string;
}

/**
 * Every conversation with its unread count (user messages after the administrators last read
 * it) and since when the user has waited (their oldest message after the last answer).
 */
export async function listInbox(db: Database): Promise<InboxRow[]> {
  const result = await sql<InboxRow>`
    with last as (
      select distinct on (user_id) user_id, body, created_at
      from support_messages order by user_id, created_at desc, id desc
    ), answered as (
      select user_id, max(created_at) as at from support_messages where sender = 'admin' group by user_id
    )
    select u.id as user_id, u.full_name, u.email, u.subscription_plan,
      (select count(*)::int from support_messages m where m.user_id = u.id and m.sender = 'user'
        and (c.admin_read_at is null or m.created_at > c.admin_read_at)) as unread,
      (select min(m.created_at) from support_messages m where m.user_id = u.id and m.sender = 'user'
        and (a.at is null or m.created_at > a.at)) as waiting_since,
      l.created_at as last_message_at, l.body as last_message
    from last l
    join users u on u.id = l.user_id
    left join answered a on a.user_id = l.user_id
    left join support_conversations c on c.user_id = l.user_id
    order by l.created_at desc
    limit 1000`.execute(db);
  return result.rows;
}

export async function findConversationUser(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'email', 'subscription_plan'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Whether the file is the image of a message in `userId`'s conversation. */
export async function findConversationImage(db: Database, fileId: string) {
  return db
    .selectFrom('support_messages')
    .innerJoin('files', 'files.id', 'support_messages.image_file_id')
    .select(['support_messages.user_id', 'files.mime_type', 'files.content'])
    .where('support_messages.image_file_id', '=', fileId)
    .where('files.purpose', '=', 'support_image')
    .executeTakeFirst();
}

/**
 * Keeps a conversation's images within `budgetBytes`, newest first: older ones are deleted (their
 * messages keep their text; the widget hides an image that no longer loads).
 */
export async function pruneSupportImages(db: Database, userId: string, budgetBytes: number): Promise<number> {
  const files = await db
    .selectFrom('files')
    .select(['id', 'size_bytes'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'support_image')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  let used = 0;
  const old: string[] = [];
  for (const file of files) {
    used += file.size_bytes;
    if (used > budgetBytes) old.push(file.id);
  }
  if (old.length > 0) await db.deleteFrom('files').where('id', 'in', old).execute();
  return old.length;
}

/** When the person last saw their conversation (null: never). */
export async function findUserReadAt(db: Database, userId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('support_conversations')
    .select('user_read_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.user_read_at ?? null;
}

/**
 * Marks the person's conversation read up to one of its messages (the newest they saw), never
 * back. Undefined when the message is not in their conversation.
 */
export async function markUserReadUpTo(
  db: Database,
  userId: string,
  messageId: string,
  now: Date,
): Promise<Date | undefined> {
  const row = await db
    .insertInto('support_conversations')
    .columns(['user_id', 'user_read_at', 'updated_at'])
    .expression(
      db
        .selectFrom('support_messages')
        .select(['user_id', 'created_at', sql<Date>`${now}::timestamptz`.as('updated_at')])
        .where('id', '=', messageId)
        .where('user_id', '=', userId),
    )
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        user_read_at: sql<Date>`greatest(support_conversations.user_read_at, excluded.user_read_at)`,
        updated_at: now,
      }),
    )
    .returning('user_read_at')
    .executeTakeFirst();
  return row ? (row.user_read_at ?? undefined) : undefined;
}
