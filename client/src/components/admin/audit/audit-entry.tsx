import type { AuditPersonDto, AuditRowDto } from '@app/shared/admin/audit';
import { actionLabel, auditSentence, personName } from '../../../lib/admin/audit';
import { formatClockTime, formatDateTime, formatShortDate } from '../../../lib/format-date';
import { Badge } from '../badge';

interface EntryProps {
  entry: AuditRowDto;
  /** Shows only the entries about this person. */
  onPerson: (person: AuditPersonDto) => void;
}

/** A row of the log (from a laptop up): When, Administrator, What happened, Person, Reason. */
export function AuditTableRow({ entry, onPerson }: EntryProps) {
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-800" data-testid="audit-entry">
      <td className="py-3 pr-4 text-sm whitespace-nowrap text-slate-700 dark:text-slate-300">
        <When at={entry.createdAt} />
      </td>
      <td className="py-3 pr-4">
        <Admin actor={entry.actor} />
      </td>
      <td className="py-3 pr-4">
        <What entry={entry} />
      </td>
      <td className="py-3 pr-4">
        <Target entry={entry} onPerson={onPerson} />
      </td>
      <td className="py-3 text-sm break-words text-slate-700 dark:text-slate-300">
        <Reason reason={entry.reason} />
      </td>
    </tr>
  );
}

/** The same entry as a card, on a phone or a tablet. */
export function AuditListItem({ entry, onPerson }: EntryProps) {
  return (
    <li
      className="grid min-w-0 grid-cols-1 gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      data-testid="audit-entry"
    >
      <What entry={entry} />
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">When</dt>
        <dd className="text-slate-800 dark:text-slate-200">
          <When at={entry.createdAt} />
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">By</dt>
        <dd className="min-w-0">
          <Admin actor={entry.actor} />
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Person</dt>
        <dd className="min-w-0">
          <Target entry={entry} onPerson={onPerson} />
        </dd>
        {entry.reason ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">Reason</dt>
            <dd className="break-words text-slate-800 dark:text-slate-200">{entry.reason}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/** On the viewer's clock (their settings' timezone); the full date and time on hover. */
function When({ at }: { at: string }) {
  const date = new Date(at);
  return (
    <time dateTime={at} title={formatDateTime(date)}>
      {formatShortDate(date)}, {formatClockTime(date)}
    </time>
  );
}

function Admin({ actor }: { actor: AuditPersonDto | null }) {
  if (!actor)
    return <span className="text-sm text-slate-600 italic dark:text-slate-400">A deleted administrator</span>;
  return (
    <span className="block min-w-0" data-testid="audit-admin">
      <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">
        {personName(actor)}
      </span>
      {actor.name ? (
        <span title={actor.email} className="block truncate text-xs text-slate-600 dark:text-slate-400">
          {actor.email}
        </span>
      ) : null}
    </span>
  );
}

function What({ entry }: { entry: AuditRowDto }) {
  return (
    <span className="grid min-w-0 justify-items-start gap-1">
      <Badge tone="neutral">{actionLabel(entry.action)}</Badge>
      <span className="text-sm break-words text-slate-900 dark:text-white" data-testid="audit-sentence">
        {auditSentence(entry)}
      </span>
    </span>
  );
}

const OTHER_TARGETS: Record<string, string> = {
  provider: 'AI provider settings',
  prompt: 'A prompt',
  support: 'The support chat',
};

/** The person acted on: a button that shows only their entries; otherwise what was changed. */
function Target({ entry, onPerson }: EntryProps) {
  const person = entry.person;
  if (person)
    return (
      <button
        type="button"
        onClick={() => onPerson(person)}
        title={`Show only the entries about ${personName(person)}`}
        className="block max-w-full rounded text-left text-sm font-medium text-emerald-800 underline decoration-emerald-600/40 underline-offset-2 hover:decoration-emerald-700 dark:text-emerald-300 dark:decoration-emerald-400/50"
      >
        <span className="block truncate">{personName(person)}</span>
        <span className="sr-only">: show only the entries about them</span>
      </button>
    );
  const text = entry.targetType === 'user' ? 'A deleted account' : (OTHER_TARGETS[entry.targetType] ?? '—');
  return <span className="text-sm text-slate-600 dark:text-slate-400">{text}</span>;
}

function Reason({ reason }: { reason: string | null }) {
  if (reason) return <>{reason}</>;
  return (
    <span className="text-slate-500 dark:text-slate-400">
      <span aria-hidden="true">—</span>
      <span className="sr-only">No reason given</span>
    </span>
  );
}
