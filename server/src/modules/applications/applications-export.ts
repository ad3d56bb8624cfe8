import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@app/shared';
import type { Deps } from '../../deps.js';
import { findTimeZone } from '../users/settings.repo.js';
import { findExportRows } from './applications.repo.js';
import type { ApplicationActor } from './applications.service.js';

const HEADER = ['Job title', 'Company', 'Status', 'Applied date', 'Closing date', 'Job link', 'Last change'];

/**
 * A spreadsheet runs a cell that starts with = + - @ (and, in some, a tab or carriage return
 * before them) as a formula: such a cell is written with a leading apostrophe, which the
 * spreadsheet shows as text and does not run (OWASP "CSV injection").
 */
export function defuseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: always quoted, quotes doubled, so commas and line breaks stay inside. */
const field = (value: string) => `"${defuseCell(value).replace(/"/g, '""')}"`;

export const csvLine = (cells: string[]): string => `${cells.map(field).join(',')}\r\n`;

/** 'YYYY-MM-DD' and 'YYYY-MM-DD HH:MM' as the person's clock reads an instant. */
function clockOf(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (at: Date) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
    return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
  };
}

/**
 * GET /api/applications/export.csv: one row per application (oldest first) with a header, UTF-8
 * with a byte order mark so spreadsheets read ₦ and accented names right. Named by the day.
 */
export async function exportApplicationsCsv(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: ApplicationActor,
): Promise<{ filename: string; csv: string }> {
  const [rows, timeZone] = await Promise.all([
    findExportRows(deps.db, actor.userId),
    findTimeZone(deps.db, actor.userId),
  ]);
  const clock = clockOf(timeZone);
  const lines = rows.map((row) => {
    const changed = clock(new Date(row.updated_at));
    return csvLine([
      row.job_title,
      row.company_name,
      APPLICATION_STATUS_LABELS[row.status as ApplicationStatus] ?? row.status,
      row.applied_at ? clock(new Date(row.applied_at)).day : '',
      row.closing_date ?? '',
      row.job_url ?? '',
      `${changed.day} ${changed.time}`,
    ]);
  });
  const today = clock(deps.clock.now()).day;
  return {
    filename: `jobpadi-applications-${today}.csv`,
    csv: `\uFEFF${csvLine(HEADER)}${lines.join('')}`,
  };
}
