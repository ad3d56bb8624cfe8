import type { SupportMessageDto } from '@app/shared/support/dto';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatTime } from './format-time';

/**
 * A conversation, oldest first, kept scrolled to the newest message. `mine` says which side is the
 * viewer's (the user's own messages in the widget; the agent's answers in the admin thread).
 */
export function MessageList({
  messages,
  mine,
  empty,
  details,
  className,
}: {
  messages: readonly SupportMessageDto[];
  mine: SupportMessageDto['messageType'];
  empty: ReactNode;
  details?: (message: SupportMessageDto) => ReactNode;
  className?: string;
}) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    if (last) end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  return (
    // A live region: a new message is read out to screen-reader users as it arrives.
    <div
      role="log"
      aria-label="Messages"
      className={clsx('flex flex-col gap-3 overflow-y-auto p-4', className)}
    >
      {messages.length === 0 ? (
        <div className="m-auto text-center text-sm text-slate-600 dark:text-slate-400">{empty}</div>
      ) : null}
      {messages.map((message) => {
        const own = message.messageType === mine;
        return (
          <div
            key={message.id}
            className={clsx(
              'flex max-w-[85%] flex-col gap-1',
              own ? 'self-end items-end' : 'self-start items-start',
            )}
          >
            <div
              className={clsx(
                'rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words',
                own
                  ? 'bg-emerald-700 text-white dark:bg-emerald-800'
                  : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
              )}
            >
              {message.metadata.imageAttachment ? (
                <AttachedImage {...message.metadata.imageAttachment} />
              ) : null}
              <p>{message.content}</p>
            </div>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {message.messageType === 'support' ? 'Support' : 'You'} · {formatTime(message.createdAt)}
            </p>
            {details?.(message)}
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}

/** Spec 01 §2.12: an image that fails to load hides itself. */
function AttachedImage({ url, originalName }: { url: string; originalName: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="mb-2 block">
      <img
        src={url}
        alt={originalName || 'Attached image'}
        loading="lazy"
        onError={() => setFailed(true)}
        className="max-h-48 max-w-full rounded-lg object-contain"
      />
    </a>
  );
}
