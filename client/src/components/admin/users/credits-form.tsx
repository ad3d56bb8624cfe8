import type { CreditMode } from '@app/shared/admin/account-changes';
import {
  type AdminUserDto,
  MAX_CREDITS_CHANGE,
  REASON_MAX_CHARS,
  ZAdminCreditsBody,
} from '@app/shared/admin/users';
import { countOf } from '@app/shared/format/count';
import { Coins } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { AccountChange } from '../../../lib/admin/account-changes';
import { buttonClass } from '../../button-styles';
import { TextField } from '../../form/text-field';

/** A blank box leaves that kind as it is; anything else is checked by the shared rule. */
const typedCount = (typed: string): number | undefined => (typed.trim() === '' ? undefined : Number(typed));

const MODES: { value: CreditMode; label: string }[] = [
  { value: 'add', label: 'Add to what is left' },
  { value: 'set', label: 'Set what is left to' },
];

/**
 * Credits in the user details (issue 29): add to what is left this period, or set it to a number,
 * with the reason the audit log keeps. Checked here with the server's own rule, then handed to the
 * confirmation, which says what changes before anything does.
 */
export function CreditsForm({
  user,
  disabled,
  onAsk,
}: {
  user: AdminUserDto;
  disabled: boolean;
  onAsk: (change: AccountChange) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<CreditMode>('add');
  const [resumes, setResumes] = useState('');
  const [coverLetters, setCoverLetters] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAdminCreditsBody.safeParse({
      mode,
      resumes: typedCount(resumes),
      coverLetters: typedCount(coverLetters),
      reason,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({
        field: String(issue?.path[0] ?? 'resumes'),
        message: issue?.message ?? 'Check the form.',
      });
      return;
    }
    setProblem(null);
    onAsk({ kind: 'credits', user, change: parsed.data });
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const numbers = { type: 'number', min: 0, max: MAX_CREDITS_CHANGE, step: 1, inputMode: 'numeric' } as const;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <Coins className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        Credits
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="credits-left">
        Left this period: {countOf(user.quotaBalance.resumesRemaining, 'resume')} and{' '}
        {countOf(user.quotaBalance.coverLettersRemaining, 'cover letter')}
        {user.isUnlimitedActive ? ' (unlimited while the plan runs)' : ''}.
      </p>
      <fieldset className="mt-3">
        <legend className="sr-only">How to change the credits</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {MODES.map((option) => (
            <label
              key={option.value}
              className="inline-flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={option.value}
                checked={mode === option.value}
                onChange={() => setMode(option.value)}
                className="size-4 accent-emerald-700 dark:accent-emerald-500"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 grid items-start gap-3 sm:grid-cols-2">
        <TextField
          label="Resumes"
          {...numbers}
          value={resumes}
          onChange={(e) => setResumes(e.target.value)}
          error={errorOf('resumes')}
        />
        <TextField
          label="Cover letters"
          {...numbers}
          value={coverLetters}
          onChange={(e) => setCoverLetters(e.target.value)}
          error={errorOf('coverLetters')}
        />
      </div>
      <TextField
        className="mt-3"
        label="Reason"
        hint="Kept in the audit log with the change, e.g. “A generation failed twice on our side.”"
        maxLength={REASON_MAX_CHARS}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errorOf('reason')}
      />
      <button
        type="submit"
        disabled={disabled}
        className={buttonClass({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
      >
        {mode === 'add' ? 'Add credits…' : 'Set credits…'}
      </button>
    </form>
  );
}
