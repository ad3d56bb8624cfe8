import { APPLICATION_MESSAGES } from '@app/shared/applications/messages';
import { APPLICATION_LIMITS } from '@app/shared/applications/schemas';
import type { TSettingsPatch } from '@app/shared/profile/settings';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SettingSwitch } from './setting-switch';

const MIN_DAYS = 1;
const MAX_DAYS = 60;

/** A whole number of days within the allowed range, or null. */
const daysOf = (text: string): number | null => {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const days = Number(text.trim());
  return days >= MIN_DAYS && days <= MAX_DAYS ? days : null;
};

/**
 * Issue 30: "Remind me to follow up" and after how many days. The switch turns reminders on (with
 * the last number of days, 7 at first) or off; the number saves when it leaves the field or on
 * Enter, and a number out of range says so beside the field instead of saving.
 */
export function FollowUpSetting({
  followUpDays,
  emailNotifications,
  save,
}: {
  followUpDays: number | null;
  emailNotifications: boolean;
  save: (patch: TSettingsPatch) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const on = followUpDays !== null;
  const [text, setText] = useState(String(followUpDays ?? APPLICATION_LIMITS.defaultFollowUpDays));
  const [lastDays, setLastDays] = useState(followUpDays ?? APPLICATION_LIMITS.defaultFollowUpDays);
  const [problem, setProblem] = useState<string | null>(null);

  // Saved elsewhere (another tab, the e-mail link): show what is stored.
  useEffect(() => {
    if (followUpDays !== null) {
      setText(String(followUpDays));
      setLastDays(followUpDays);
      setProblem(null);
    }
  }, [followUpDays]);

  const commit = () => {
    const days = daysOf(text);
    if (days === null) {
      setProblem(APPLICATION_MESSAGES.followUpDays);
      return;
    }
    setProblem(null);
    setLastDays(days);
    if (days !== followUpDays) save({ followUpDays: days });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  return (
    <SettingSwitch
      label="Remind me to follow up"
      description="One e-mail per application that stays “Applied” with no change for the number of days you choose. Reminder e-mails also need Email notifications on."
      checked={on}
      onCheckedChange={(checked) => {
        setProblem(null);
        save({ followUpDays: checked ? lastDays : null });
      }}
    >
      {on ? (
        <form onSubmit={submit} className="mt-3 flex flex-wrap items-center gap-2" noValidate>
          <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
            Remind me after
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={MIN_DAYS}
            max={MAX_DAYS}
            step={1}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={commit}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            className="w-20 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:outline-2 focus:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
          />
          <span id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
            days (1–60)
          </span>
          {problem ? (
            <p
              id={errorId}
              role="alert"
              className="w-full text-sm font-medium text-red-700 dark:text-red-400"
            >
              {problem}
            </p>
          ) : null}
          {!emailNotifications ? (
            <p className="w-full text-sm text-amber-800 dark:text-amber-300">
              Email notifications are off, so no reminder e-mails are sent. The dashboard still lists the
              follow-ups due.
            </p>
          ) : null}
        </form>
      ) : null}
    </SettingSwitch>
  );
}
