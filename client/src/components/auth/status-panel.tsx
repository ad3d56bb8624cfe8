import { clsx } from 'clsx';
import { CircleCheck, CircleX, LoaderCircle, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';

export type PanelState = 'pending' | 'success' | 'error' | 'info';

const ICONS = { pending: LoaderCircle, success: CircleCheck, error: CircleX, info: MailCheck } as const;
const ICON_TONES: Record<PanelState, string> = {
  pending: 'animate-spin text-emerald-600 dark:text-emerald-400',
  success: 'text-emerald-600 dark:text-emerald-400',
  error: 'text-red-600 dark:text-red-400',
  info: 'text-emerald-600 dark:text-emerald-400',
};

/**
 * A result screen: icon, heading, message and actions. The icon, heading and message sit in a
 * live region, so the outcome is read out when it replaces a spinner. `level` is 2 when the
 * panel appears inside a page that already has its own heading.
 */
export function StatusPanel({
  state,
  title,
  children,
  actions,
  level = 1,
}: {
  level?: 1 | 2;
  state: PanelState;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const Icon = ICONS[state];
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="text-center">
      <div
        role={state === 'error' ? 'alert' : 'status'}
        aria-live={state === 'error' ? 'assertive' : 'polite'}
      >
        <Icon className={clsx('mx-auto size-12', ICON_TONES[state])} aria-hidden="true" />
        <Heading className="mt-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </Heading>
        {children ? <div className="mt-3 text-sm text-slate-600 dark:text-slate-300">{children}</div> : null}
      </div>
      {actions ? <div className="mt-6 flex flex-col gap-3">{actions}</div> : null}
    </div>
  );
}
