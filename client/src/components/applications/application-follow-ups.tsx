import type { ApplicationDto, ApplicationNoteDto } from '@app/shared/applications/dto';
import { BellRing, LoaderCircle, Mail, RefreshCw } from 'lucide-react';
import { ASSIST_LABELS, type AssistKind } from '../../lib/applications/application-assist';
import { followUpText } from '../../lib/applications/application-view';
import { formatDateTime, formatLongDate } from '../../lib/format-date';
import { buttonClass } from '../button-styles';
import { CopyButton } from '../documents/copy-button';
import { ApplicationAlert, ApplicationCard } from './application-card';
import { useApplicationAssist } from './application-use-assist';

const NOTE_KINDS: readonly AssistKind[] = ['follow_up', 'thank_you'];

/**
 * Follow-up e-mails and thank-you notes the model writes from the application's facts: the text
 * streams in as it is written, then joins the list (newest first) ready to copy.
 */
export function ApplicationFollowUps({ app }: { app: ApplicationDto }) {
  const { run, start } = useApplicationAssist(app.id);
  const writing = run?.phase === 'writing';
  return (
    <ApplicationCard
      title="Follow-up and thank-you notes"
      icon={Mail}
      description="Written from this job and your documents. Read them through before you send them."
    >
      {app.followUpDueAt ? (
        <p className="flex items-center gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          <BellRing className="size-4 shrink-0" aria-hidden="true" />
          {followUpText(app.followUpDueAt, new Date(), formatLongDate(new Date(app.followUpDueAt)))}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {NOTE_KINDS.map((kind) => {
          const busy = writing && run?.kind === kind;
          return (
            <button
              key={kind}
              type="button"
              onClick={() => start(kind)}
              disabled={writing}
              className={buttonClass({ variant: kind === 'follow_up' ? 'primary' : 'secondary', size: 'sm' })}
            >
              {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
              {ASSIST_LABELS[kind].button}
            </button>
          );
        })}
      </div>
      {run?.phase === 'failed' && run.failure ? (
        <ApplicationAlert
          title={run.failure.title}
          action={
            <button
              type="button"
              onClick={() => start(run.kind)}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              Try again
            </button>
          }
        >
          {run.failure.message}
        </ApplicationAlert>
      ) : null}
      {writing ? (
        <div className="grid gap-1.5 rounded-xl border border-emerald-200 bg-emerald-50/50 p-3 dark:border-emerald-900 dark:bg-emerald-950/30">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-emerald-900 uppercase dark:text-emerald-200">
            <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
            Writing your {ASSIST_LABELS[run.kind].noun.toLowerCase()}…
          </p>
          <div
            aria-live="polite"
            aria-label={`${ASSIST_LABELS[run.kind].noun} being written`}
            role="log"
            className="min-h-12 text-sm leading-relaxed whitespace-pre-wrap text-slate-800 dark:text-slate-200"
          >
            {run.text}
          </div>
        </div>
      ) : null}
      {app.followUpNotes.length > 0 ? (
        <ul aria-label="Your notes, newest first" className="grid gap-3">
          {app.followUpNotes.map((note) => (
            <FollowUpNote key={note.id} note={note} />
          ))}
        </ul>
      ) : !writing ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No notes yet. A short follow-up a week after applying, and a thank-you the day after an interview,
          keep you remembered.
        </p>
      ) : null}
    </ApplicationCard>
  );
}

function FollowUpNote({ note }: { note: ApplicationNoteDto }) {
  const noun = ASSIST_LABELS[note.kind].noun;
  const when = formatDateTime(new Date(note.createdAt));
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
          {noun}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">
            · <time dateTime={note.createdAt}>{when}</time>
          </span>
        </h3>
        <CopyButton
          text={note.content}
          label={`${noun} of ${when}`}
          copiedMessage="The note is on your clipboard."
        />
      </div>
      <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
        {note.content}
      </p>
    </li>
  );
}
