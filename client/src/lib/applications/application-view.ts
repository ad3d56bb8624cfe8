import type { ApplicationDto, ApplicationTimelineEntry } from '@app/shared/applications/dto';
import { APPLICATION_MESSAGES } from '@app/shared/applications/messages';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@app/shared/applications/statuses';
import { MONTHS } from '@app/shared/format/time';
import type { DocumentType } from '@app/shared/generation/dto';

/** The words and small decisions of the application page, kept out of the components. */

/** The server's DELETE answer (`applications.remove` answers the same `{ message }`). */
export const APPLICATION_DELETED_MESSAGE = APPLICATION_MESSAGES.deleted;

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  cover_letter: 'Cover letter',
  resume: 'Resume',
};

/** Where "Write documents for this job" leads: /generate with the job filled in. */
export const writeForApplicationHref = (id: string) => `/generate?application=${encodeURIComponent(id)}`;

/** A sent copy's file, as the server renders it (cookie auth, like a live document's download). */
export const sentDownloadUrl = (applicationId: string, documentId: string, format: 'pdf' | 'docx') =>
  `/api/applications/${encodeURIComponent(applicationId)}/sent/${encodeURIComponent(documentId)}/download?format=${format}`;

/** Never applied (or moved back to Saved): "Mark as applied" would freeze the documents now. */
export function canMarkApplied(app: Pick<ApplicationDto, 'status' | 'appliedAt'>): boolean {
  return app.status === 'saved' || app.appliedAt === null;
}

/** Would this status change freeze the documents as sent (the server's rule in updateApplication)? */
export function freezesOnMove(app: Pick<ApplicationDto, 'status' | 'appliedAt'>, next: ApplicationStatus) {
  return next === 'applied' && next !== app.status && canMarkApplied(app);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The toast after a status change; the first move to Applied says what was kept. */
export function statusChangeToast(
  next: ApplicationStatus,
  froze: boolean,
  documentCount: number,
): { title: string; description: string } {
  const label = APPLICATION_STATUS_LABELS[next];
  if (!froze) return { title: 'Status Updated', description: `This application is now ${label}.` };
  return {
    title: 'Marked as Applied',
    description:
      documentCount > 0
        ? `Your ${plural(documentCount, 'document was', 'documents were')} kept exactly as sent. Later edits will not change the sent copies.`
        : 'This application had no documents, so nothing was kept as sent.',
  };
}

/** '3 December 2026': a closing date is a calendar day (YYYY-MM-DD), never moved by a timezone. */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1] ?? ''} ${y}`;
}

/** 'Closes 3 December 2026' or 'Closed 1 December 2026', against today's Lagos day. */
export function closingText(closingDate: string, today: string): string {
  return `${closingDate < today ? 'Closed' : 'Closes'} ${dayText(closingDate)}`;
}

/** Today in Lagos (UTC+1 all year) as YYYY-MM-DD: the calendar closing dates are kept in. */
export const lagosToday = (now: Date) => new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);

/** Newest first; entries at the same moment keep the server's order reversed (the later one first). */
export function timelineNewestFirst(
  timeline: readonly ApplicationTimelineEntry[],
): ApplicationTimelineEntry[] {
  return timeline
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => b.entry.at.localeCompare(a.entry.at) || b.i - a.i)
    .map(({ entry }) => entry);
}

/** "Follow-up due 5 December 2026" or "Follow-up was due …" once the day has passed. */
export function followUpText(dueAt: string, now: Date, formatted: string): string {
  return Date.parse(dueAt) <= now.getTime() ? `Follow-up was due ${formatted}` : `Follow-up due ${formatted}`;
}

/** 'Software Engineer · Paystack · Lagos' pieces for the header line. */
export function companyLine(app: Pick<ApplicationDto, 'companyName' | 'companyLocation'>): string {
  return [app.companyName, app.companyLocation].filter((part) => part && part.trim() !== '').join(' · ');
}
