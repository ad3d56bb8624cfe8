import { useQuery } from '@tanstack/react-query';
import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';

/** Spec 02 §9: the notification status is polled every 30 s. */
export const NOTIFICATION_STATUS_POLL_MS = 30_000;
const DISMISSED_KEY = 'demo_mail_banner_dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Spec 02 §3 "Notification status" and DECISIONS.md "E-mail": without an SMTP server the product
 * stores e-mails instead of sending them. People are told, so nobody waits for a code that will
 * never arrive. Hidden for the rest of the visit once dismissed.
 */
export function DemoModeBanner() {
  const trpc = useTRPC();
  const status = useQuery(
    trpc.notifications.status.queryOptions(undefined, { refetchInterval: NOTIFICATION_STATUS_POLL_MS }),
  );
  const [dismissed, setDismissed] = useState(readDismissed);
  if (status.data?.mode !== 'demo' || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Shown again on the next page load; nothing else depends on it.
    }
  };
  return (
    <section
      aria-label="E-mail demo mode"
      className="border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 text-sm sm:items-center sm:px-6 lg:px-8">
        <MailWarning className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden="true" />
        <p className="flex-1">
          <strong className="font-semibold">E-mail is in demo mode.</strong> Messages are not delivered; they
          are kept in a demo outbox instead.
          {status.data.mailboxUrl ? (
            <>
              {' '}
              <a
                href={status.data.mailboxUrl}
                className="font-semibold underline underline-offset-2 hover:no-underline"
              >
                Open the demo outbox
              </a>
            </>
          ) : null}
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Hide the demo mode notice"
          title="Hide the demo mode notice"
          className="-my-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-amber-100 dark:hover:bg-amber-900"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
