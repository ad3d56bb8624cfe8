import { getPlan } from '@app/shared/plans/catalogue';
import type { SupportInboxRowDto, SupportMessageDto } from '@app/shared/support/dto';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../lib/admin/users';
import { browserName, replySeenLine, waitingLine } from '../../../lib/support/waiting';
import { LoadError } from '../../billing/load-error';
import { Composer } from '../../support/composer';
import { MessageList } from '../../support/message-list';
import { Bar } from '../skeleton';
import { SupportAvailabilitySwitch } from './availability-switch';
import { useFitToViewport } from './use-fit-to-viewport';
import { useSupportInbox } from './use-support-inbox';

const PANEL =
  'min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

/**
 * The Support tab (issue 15): conversations in answer order (the server sorts them by tier
 * priority, then waiting time), and the open thread with the user's page and browser; replies
 * with text and images. Live over /ws; opening the tab tells users an agent is online.
 */
export function SupportTab() {
  const [selected, setSelected] = useState<string | null>(null);
  const { inbox, thread, reply, live } = useSupportInbox(selected);
  const now = useNow();
  const rows = inbox.data?.conversations ?? [];
  // From a laptop up both panes end at the window's edge: the conversation scrolls inside its pane
  // and the reply box stays in view (at 1366×900 too).
  const panes = useFitToViewport<HTMLDivElement>(420);
  const fitted = panes.height !== null;

  return (
    <div className="grid gap-4">
      <div className={clsx(PANEL, 'p-4')}>
        <SupportAvailabilitySwitch />
      </div>
      <div
        ref={panes.ref}
        style={fitted ? { height: panes.height ?? undefined } : undefined}
        className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]"
      >
        <section
          aria-labelledby="support-inbox-title"
          className={clsx(PANEL, fitted && 'flex min-h-0 flex-col overflow-hidden')}
        >
          <div className="flex items-center gap-2 border-b border-slate-200 p-4 dark:border-slate-800">
            <h2 id="support-inbox-title" className="font-semibold text-slate-900 dark:text-white">
              Conversations
            </h2>
            <span className="ml-auto text-xs text-slate-600 dark:text-slate-400">
              {live ? 'Live' : 'Reconnecting…'}
            </span>
          </div>
          {inbox.isPending ? (
            <div role="status" aria-label="Loading conversations" className="grid gap-2 p-4">
              <Bar className="h-12" />
              <Bar className="h-12" />
            </div>
          ) : inbox.isError ? (
            <div className="p-4">
              <LoadError error={inbox.error} what="The conversations" onRetry={() => void inbox.refetch()} />
            </div>
          ) : rows.length === 0 ? (
            <p className="p-4 text-sm text-slate-600 dark:text-slate-400">No conversations yet.</p>
          ) : (
            <ul
              className={clsx(
                'divide-y divide-slate-200 overflow-y-auto dark:divide-slate-800',
                fitted ? 'min-h-0 flex-1' : 'max-h-[36rem]',
              )}
            >
              {rows.map((row) => (
                <li key={row.userId}>
                  <InboxRow
                    row={row}
                    now={now}
                    selected={row.userId === selected}
                    onSelect={() => setSelected(row.userId)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-label="Conversation"
          className={clsx(PANEL, 'flex flex-col', fitted && 'min-h-0 overflow-hidden')}
        >
          {selected === null ? (
            <p className="m-auto p-8 text-sm text-slate-600 dark:text-slate-400">
              Choose a conversation to read and answer it.
            </p>
          ) : thread.isPending ? (
            <div role="status" aria-label="Loading the conversation" className="grid gap-2 p-4">
              <Bar className="h-16" />
            </div>
          ) : thread.isError ? (
            <div className="p-4">
              <LoadError
                error={thread.error}
                what="This conversation"
                onRetry={() => void thread.refetch()}
              />
            </div>
          ) : (
            <>
              <div className="shrink-0 border-b border-slate-200 p-4 dark:border-slate-800">
                <h2 className="font-semibold text-slate-900 dark:text-white">{thread.data.user.name}</h2>
                <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="support-thread-person">
                  {thread.data.user.email} · {getPlan(thread.data.user.plan).name} plan ·{' '}
                  {thread.data.tier.name} ({thread.data.tier.responseTime})
                </p>
                <SeenLine messages={thread.data.messages} readAt={thread.data.readAt} />
              </div>
              <MessageList
                className={fitted ? 'min-h-0 flex-1' : 'h-[28rem]'}
                messages={thread.data.messages}
                mine="support"
                empty="No messages."
                details={MessageContext}
                // The administrator's side is "You"; the person's messages carry their name.
                label={(message) => (message.messageType === 'support' ? 'You' : thread.data.user.name)}
              />
              <Composer
                label={`Reply to ${thread.data.user.name}`}
                sending={reply.isPending}
                onSend={(text, image) =>
                  reply.mutateAsync({ userId: thread.data.user.id, text, image }).then(
                    () => true,
                    () => false,
                  )
                }
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function InboxRow({
  row,
  now,
  selected,
  onSelect,
}: {
  row: SupportInboxRowDto;
  now: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const waiting = waitingLine(row.waitingSince, row.responseMinutes, now);
  const overdue = row.overdue || waiting?.overdue === true;
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      className={clsx(
        'grid w-full gap-1 p-4 text-left transition-colors hover:bg-slate-50 dark:hover:bg-slate-800',
        selected && 'bg-emerald-50 dark:bg-emerald-950',
      )}
    >
      <span className="flex items-center gap-2">
        <span className="truncate font-medium text-slate-900 dark:text-white">{row.name}</span>
        {row.unread > 0 ? (
          <span className="ml-auto rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-slate-950">
            {row.unread} unread
          </span>
        ) : null}
      </span>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {getPlan(row.plan).name} plan · {row.tier.name}
      </span>
      <span className="truncate text-sm text-slate-700 dark:text-slate-300">{row.lastMessage}</span>
      {waiting ? (
        <span
          className={clsx(
            'text-xs font-medium',
            overdue ? 'text-amber-700 dark:text-amber-400' : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {waiting.text}
        </span>
      ) : null}
    </button>
  );
}

/** Where the user was and what they used, from the message's metadata. */
function MessageContext(message: SupportMessageDto) {
  if (message.messageType !== 'user') return null;
  const browser = browserName(message.metadata.userAgent);
  const parts = [message.metadata.currentPage ? `Page: ${message.metadata.currentPage}` : null, browser];
  const text = parts.filter(Boolean).join(' · ');
  return text ? <p className="text-xs text-slate-600 dark:text-slate-400">{text}</p> : null;
}

/** The clock for "waiting 12 min", ticking each half minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Whether the person has seen the latest answer (their read mark, issue 29). */
function SeenLine({ messages, readAt }: { messages: SupportMessageDto[]; readAt: string | null }) {
  const line = replySeenLine(messages, readAt, formatDateTime);
  if (!line) return null;
  return (
    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" data-testid="support-thread-seen">
      {line.text}
    </p>
  );
}
