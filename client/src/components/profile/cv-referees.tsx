import { CV_DETAIL_LIMITS } from '@app/shared/profile/cv-details';
import { Plus, Trash2 } from 'lucide-react';
import type { CvDetailsFieldErrors, CvDetailsFormValues } from '../../lib/profile/cv-details-form';
import { buttonClass } from '../button-styles';
import { TextField } from '../form/text-field';

type Referees = CvDetailsFormValues['referees'];

/** Up to 3 referees: name, role and contact each; a row can be removed, one added while < 3. */
export function CvReferees({
  referees,
  errors,
  onChange,
}: {
  referees: Referees;
  errors: CvDetailsFieldErrors;
  onChange: (next: Referees) => void;
}) {
  const set = (index: number, field: keyof Referees[number], value: string) =>
    onChange(referees.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
  return (
    <div className="grid gap-4">
      {referees.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No referees added.</p>
      ) : (
        <ol className="grid gap-4">
          {referees.map((referee, index) => (
            // Rows have no id of their own; their place is what the person sees ("Referee 2").
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <fieldset className="grid gap-3 sm:grid-cols-3">
                <legend className="mb-2 text-sm font-semibold text-slate-900 sm:col-span-3 dark:text-white">
                  Referee {index + 1}
                </legend>
                <TextField
                  label="Name"
                  value={referee.name}
                  maxLength={CV_DETAIL_LIMITS.refereeField}
                  error={errors[`referees.${index}.name`]}
                  onChange={(e) => set(index, 'name', e.target.value)}
                />
                <TextField
                  label="Role and organisation"
                  value={referee.role}
                  maxLength={CV_DETAIL_LIMITS.refereeField}
                  error={errors[`referees.${index}.role`]}
                  onChange={(e) => set(index, 'role', e.target.value)}
                />
                <TextField
                  label="Phone or e-mail"
                  value={referee.contact}
                  maxLength={CV_DETAIL_LIMITS.refereeField}
                  error={errors[`referees.${index}.contact`]}
                  onChange={(e) => set(index, 'contact', e.target.value)}
                />
              </fieldset>
              <button
                type="button"
                onClick={() => onChange(referees.filter((_, i) => i !== index))}
                className={buttonClass({ variant: 'ghost', size: 'sm', className: 'mt-2' })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove referee {index + 1}
              </button>
            </li>
          ))}
        </ol>
      )}
      {referees.length < CV_DETAIL_LIMITS.referees ? (
        <button
          type="button"
          onClick={() => onChange([...referees, { name: '', role: '', contact: '' }])}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'justify-self-start' })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add referee
        </button>
      ) : null}
    </div>
  );
}
