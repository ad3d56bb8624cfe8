import { clsx } from 'clsx';
import { Switch } from 'radix-ui';
import { type ReactNode, useId } from 'react';

/**
 * One setting that is on or off: its name and what it does on the left, the switch on the right.
 * The label is a real <label>, so clicking the words flips it too and the switch is named by them.
 */
export function SettingSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  busy = false,
  disabled = false,
  children,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** While the browser is being asked (push), the switch holds still. */
  busy?: boolean;
  disabled?: boolean;
  /** A note under the description (e.g. why push is not allowed here). */
  children?: ReactNode;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900 dark:text-white">
          {label}
        </label>
        <p id={descriptionId} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
        {children}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={descriptionId}
        className={clsx(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
          'bg-slate-300 data-[state=checked]:bg-emerald-600 dark:bg-slate-600 dark:data-[state=checked]:bg-emerald-500',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
