import type { UserDto } from '@app/shared/auth/user';
import {
  CV_DETAIL_LIMITS,
  CV_DETAIL_REASONS,
  DEGREE_CLASS_LABELS,
  DEGREE_CLASSES,
  NIGERIAN_STATES,
  NYSC_STATUS_LABELS,
  NYSC_STATUSES,
} from '@app/shared/profile/cv-details';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import {
  type CvDetailsFieldErrors,
  type CvDetailsFormValues,
  checkCvDetailsForm,
  cvDetailsChanged,
  cvDetailsFormValues,
} from '../../lib/profile/cv-details-form';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { Panel } from '../billing/panel';
import { FormAlert } from '../form/form-alert';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { CvDetailsSelect } from './cv-details-select';
import { CvReferees } from './cv-referees';
import { useProfileChanged } from './use-profile';

const FALLBACK = 'Your CV details could not be saved. Please try again.';
const draftKey = (userId: string) => `jobpadi:cv-details-draft:${userId}`;

function readDraft(userId: string): CvDetailsFormValues | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(userId));
    return raw ? (JSON.parse(raw) as CvDetailsFormValues) : null;
  } catch {
    return null;
  }
}
function writeDraft(userId: string, values: CvDetailsFormValues | null) {
  try {
    if (values) window.sessionStorage.setItem(draftKey(userId), JSON.stringify(values));
    else window.sessionStorage.removeItem(draftKey(userId));
  } catch {
    // Storage full or blocked: the form still works, a reload just starts from what is saved.
  }
}

/**
 * Issue 31 §2: the details Nigerian employers filter on, each with why it is asked. Always
 * editable; an unsaved change survives a reload (sessionStorage) until it is saved.
 */
export function CvDetailsPanel({ user }: { user: UserDto }) {
  const trpc = useTRPC();
  const changed = useProfileChanged();
  const update = useMutation(trpc.profile.update.mutationOptions());
  const [values, setValues] = useState<CvDetailsFormValues>(
    () => readDraft(user.id) ?? cvDetailsFormValues(user.cvDetails),
  );
  const [errors, setErrors] = useState<CvDetailsFieldErrors>({});
  const dirty = cvDetailsChanged(values, user.cvDetails);

  useEffect(() => writeDraft(user.id, dirty ? values : null), [user.id, values, dirty]);

  const set = <K extends keyof CvDetailsFormValues>(field: K, value: CvDetailsFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkCvDetailsForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    if (!user.firstName || !user.lastName) return;
    try {
      const result = await update.mutateAsync({
        firstName: user.firstName,
        lastName: user.lastName,
        cvDetails: check.patch,
      });
      writeDraft(user.id, null);
      setValues(cvDetailsFormValues(result.user.cvDetails));
      changed(result);
      toast({ title: 'CV details saved', description: 'Your job checks now use them.', variant: 'success' });
    } catch (error) {
      if (isSessionGone(error)) return leaveForLogin();
    }
  };

  const failure =
    update.isError && !isSessionGone(update.error) ? errorMessage(update.error, FALLBACK) : null;
  const namesMissing = !user.firstName || !user.lastName;

  return (
    <Panel id="cv-details" title="Nigerian CV details">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        All optional. The job check compares them with what an advert asks for, and CVs in the Nigerian format
        can include the ones you choose.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <CvDetailsSelect
            label="NYSC status"
            hint={CV_DETAIL_REASONS.nyscStatus}
            value={values.nyscStatus}
            options={NYSC_STATUSES.map((id) => ({ id, label: NYSC_STATUS_LABELS[id] }))}
            error={errors.nyscStatus}
            onChange={(v) => set('nyscStatus', v)}
          />
          <TextField
            label="NYSC year"
            inputMode="numeric"
            placeholder="e.g. 2023"
            maxLength={4}
            hint={CV_DETAIL_REASONS.nyscYear}
            value={values.nyscYear}
            error={errors.nyscYear}
            onChange={(e) => set('nyscYear', e.target.value)}
          />
          <CvDetailsSelect
            label="Degree class or HND grade"
            hint={CV_DETAIL_REASONS.degreeClass}
            value={values.degreeClass}
            options={DEGREE_CLASSES.map((id) => ({ id, label: DEGREE_CLASS_LABELS[id] }))}
            error={errors.degreeClass}
            onChange={(v) => set('degreeClass', v)}
          />
          <CvDetailsSelect
            label="State of origin"
            hint={CV_DETAIL_REASONS.stateOfOrigin}
            value={values.stateOfOrigin}
            options={NIGERIAN_STATES.map((id) => ({ id, label: id === 'FCT' ? 'FCT (Abuja)' : id }))}
            error={errors.stateOfOrigin}
            onChange={(v) => set('stateOfOrigin', v)}
          />
          <TextField
            label="Date of birth"
            type="date"
            hint={CV_DETAIL_REASONS.dateOfBirth}
            value={values.dateOfBirth}
            error={errors.dateOfBirth}
            onChange={(e) => set('dateOfBirth', e.target.value)}
          />
          <TextField
            label="O'Level results"
            placeholder="e.g. WAEC 2015: 7 credits incl. English and Mathematics"
            maxLength={CV_DETAIL_LIMITS.oLevel}
            hint={CV_DETAIL_REASONS.oLevel}
            value={values.oLevel}
            error={errors.oLevel}
            onChange={(e) => set('oLevel', e.target.value)}
          />
        </div>
        <section
          aria-labelledby="cv-referees-title"
          className="grid gap-3 border-t border-slate-200 pt-5 dark:border-slate-800"
        >
          <h3 id="cv-referees-title" className="text-base font-semibold text-slate-900 dark:text-white">
            Referees
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{CV_DETAIL_REASONS.referees}</p>
          <CvReferees
            referees={values.referees}
            errors={errors}
            onChange={(referees) => {
              setValues((v) => ({ ...v, referees }));
              setErrors((e) =>
                Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('referees'))),
              );
            }}
          />
        </section>
        {namesMissing ? (
          <p id="cv-details-names" className="text-sm text-slate-700 dark:text-slate-300">
            Add your first and last name under Personal Information first.
          </p>
        ) : null}
        {failure ? (
          <FormAlert tone="error">
            <strong className="font-semibold">Not saved:</strong> {failure}
          </FormAlert>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
          {dirty ? (
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              You have unsaved changes.
            </p>
          ) : null}
          <SubmitButton
            pending={update.isPending}
            blockedBy={namesMissing ? 'cv-details-names' : null}
            className="sm:w-auto"
          >
            {update.isPending ? 'Saving…' : 'Save CV details'}
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}
