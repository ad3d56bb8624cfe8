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
  label = widgetLabel,
  onEndInView,
  className,
}: {
  messages: readonly SupportMessageDto[];
  mine: SupportMessageDto['messageType'];
  empty: ReactNode;
  details?: (message: SupportMessageDto) => ReactNode;
  /** Who wrote a message, under it: the widget's default is "You" and "Support". */
  label?: (message: SupportMessageDto) => string;
  /** Told whether the end of the list (the newest message) is on screen: the widget's read marks. */
  onEndInView?: (inView: boolean) => void;
  className?: string;
}) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    if (last) end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  useEffect(() => {
    const target = end.current;
    if (!onEndInView || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) onEndInView(entry.isIntersecting);
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      onEndInView(false);
    };
  }, [onEndInView]);
  return (
    // A live region: a new message is read out to screen-reader users as it arrives.
    <div
      role="log"
      aria-label="Messages"
      // A long conversation scrolls here: a keyboard reaches it and scrolls it with the arrow keys.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
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
              {label(message)} · {formatTime(message.createdAt)}
            </p>
            {details?.(message)}
          </div>
        );
      })}
      <div ref={end} className="h-px shrink-0" />
    </div>
  );
}

/** In the person's own widget their messages are theirs and the answers are Support's. */
const widgetLabel = (message: SupportMessageDto): string =>
  message.messageType === 'support' ? 'Support' : 'You';

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
