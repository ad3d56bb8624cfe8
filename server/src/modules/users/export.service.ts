import { cvDetailsOf, EXPORT_FORMAT, type ExportFile, exportFilename } from '@app/shared';
import { enforce } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { ACCOUNT_RULES } from './account-limits.js';
import {
  applicationsPage,
  documentsPage,
  filesPage,
  findExportProfile,
  generationsPage,
  type JsonRow,
  type PageCursor,
  type PageOf,
  type PageSource,
  paymentsPage,
  sessionsPage,
  supportMessagesPage,
} from './export.repo.js';
import { accountGone } from './profile.service.js';
import { findSettings } from './settings.repo.js';
import { toSettingsDto } from './settings.service.js';

type ExportDeps = Pick<Deps, 'db' | 'redis' | 'env' | 'clock'>;

/**
 * Rows per query. A document comes with its versions (issue 32: the newest 50 and one a day before
 * them), so a page holds few: 10 documents of 50 versions at the 30,000-character cap is 15
 * million characters, about the 10 MB a page of 100 documents used to be at most.
 */
const PAGE_ROWS = { documents: 10, generations: 100, applications: 50, small: 500 } as const;

const iso = (date: Date | string | null): string | null => (date ? new Date(date).toISOString() : null);
const isoOf = (date: Date | string): string => new Date(date).toISOString();

/** Every row of one kind, a page at a time; only one page is ever held in memory. */
async function* rowsOf(source: PageSource, userId: string, page: PageOf, limit: number) {
  let cursor: PageCursor | null = null;
  for (;;) {
    const rows = await page(source, userId, cursor, limit);
    yield* rows;
    if (rows.length < limit) return;
    const last = rows[rows.length - 1] as JsonRow;
    cursor = { at: last.cursor_at, id: last.id };
  }
}

/** `"key":[…]`, one element (PostgreSQL's JSON text of a row) per yielded string. */
async function* jsonArray(key: string, rows: AsyncIterable<JsonRow>) {
  yield `${JSON.stringify(key)}:[`;
  let first = true;
  for await (const row of rows) {
    yield first ? row.json : `,${row.json}`;
    first = false;
  }
  yield ']';
}

export interface PreparedExport {
  filename: string;
  /** The file's text in pieces, read from the database as the download is consumed. */
  chunks: AsyncIterable<string>;
}

/**
 * GET /api/user/export: one JSON file (`ExportFile`) with everything the account holds. The
 * profile and settings are read before answering (so a failure is a proper error answer); the
 * lists are read page by page while the file streams, so memory does not grow with the account.
 * Pages are separate queries: a record added during the download may or may not appear.
 * Nothing secret is selected at all: no password hash, token, session id, key or Google subject.
 */
export async function prepareExport(deps: ExportDeps, userId: string): Promise<PreparedExport> {
  await enforce(deps, [[ACCOUNT_RULES.export, userId]]);
  const now = deps.clock.now();
  const [user, settingsRow] = await Promise.all([
    findExportProfile(deps.db, userId),
    findSettings(deps.db, userId),
  ]);
  if (!user) throw accountGone();
  const settings = toSettingsDto(settingsRow);
  const profile: ExportFile['profile'] = {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: user.full_name,
    linkedinProfile: user.linkedin_profile,
    profileImageUrl: user.profile_image_url,
    role: user.role,
    emailVerified: user.email_verified,
    hasPassword: user.has_password,
    signsInWithGoogle: user.signs_in_with_google,
    isActive: user.is_active,
    onboardingCompleted: user.onboarding_completed,
    subscriptionPlan: user.subscription_plan,
    subscriptionStatus: user.subscription_status,
    subscriptionExpiresAt: iso(user.subscription_expires_at),
    cancelAtPeriodEnd: user.cancel_at_period_end,
    coverLettersRemaining: user.cover_letters_remaining,
    resumesRemaining: user.resumes_remaining,
    coverLettersGenerated: user.cover_letters_generated,
    resumesGenerated: user.resumes_generated,
    cvDetails: cvDetailsOf(user.cv_details),
    createdAt: isoOf(user.created_at),
    updatedAt: isoOf(user.updated_at),
  };
  const source: PageSource = { db: deps.db, url: deps.env.DATABASE_URL };
  const lastLoginAt = iso(user.last_login_at);
  async function* chunks(): AsyncGenerator<string> {
    yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"exportedAt":${JSON.stringify(now.toISOString())}`;
    yield `,"profile":${JSON.stringify(profile)},"settings":${JSON.stringify(settings)},`;
    yield* jsonArray('documents', rowsOf(source, userId, documentsPage, PAGE_ROWS.documents));
    yield ',';
    yield* jsonArray('generations', rowsOf(source, userId, generationsPage, PAGE_ROWS.generations));
    yield ',';
    yield* jsonArray('files', rowsOf(source, userId, filesPage, PAGE_ROWS.small));
    yield ',';
    yield* jsonArray('payments', rowsOf(source, userId, paymentsPage, PAGE_ROWS.small));
    yield ',';
    yield* jsonArray('supportMessages', rowsOf(source, userId, supportMessagesPage, PAGE_ROWS.small));
    yield ',';
    yield* jsonArray('applications', rowsOf(source, userId, applicationsPage, PAGE_ROWS.applications));
    yield `,"signInHistory":{"lastLoginAt":${JSON.stringify(lastLoginAt)},`;
    yield* jsonArray('sessions', rowsOf(source, userId, sessionsPage, PAGE_ROWS.small));
    yield '}}';
  }
  return { filename: exportFilename(now, settings.timezone), chunks: chunks() };
}
