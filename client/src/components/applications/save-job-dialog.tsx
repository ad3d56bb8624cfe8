import type { ApplicationSummaryDto } from '@app/shared/applications/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { putInList } from '../../lib/applications/board-group';
import {
  checkSaveJob,
  dropSaveJobDraft,
  EMPTY_SAVE_JOB,
  hasText,
  keepSaveJobDraft,
  readSaveJobDraft,
  type SaveJobField,
  type SaveJobValues,
} from '../../lib/applications/save-job-form';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { useAfterChange } from '../../lib/use-after-change';
import { buttonClass } from '../button-styles';
import { FormAlert } from '../form/form-alert';
import { TextField } from '../form/text-field';
import { TextareaField } from '../form/textarea-field';

const storage = () => globalThis.sessionStorage;

/** Whether the dialog was open when the page was left (a reload brings it back as it was). */
export const saveJobWasOpen = (): boolean => readSaveJobDraft(storage())?.open ?? false;

const fieldId = (field: SaveJobField) => `save-job-${field}`;

/**
 * "Save a job": a job kept by hand before anything is written for it. Validated with the server's
 * own schema and messages; what is typed stays in sessionStorage until the job is saved.
 */
export function SaveJobDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useAfterChange();
  const [values, setValues] = useState<SaveJobValues>(
    () => readSaveJobDraft(storage())?.values ?? EMPTY_SAVE_JOB,
  );
  const [errors, setErrors] = useState<Partial<Record<SaveJobField, string>>>({});

  useEffect(() => {
    keepSaveJobDraft(storage(), { values, open });
  }, [values, open]);

  const create = useMutation(
    trpc.applications.create.mutationOptions({
      onSuccess: (app: ApplicationSummaryDto) => {
        queryClient.setQueryData(trpc.applications.list.queryKey({}), (list) => list && putInList(list, app));
        void changed('application-changed');
        dropSaveJobDraft(storage());
        setValues(EMPTY_SAVE_JOB);
        setErrors({});
        onOpenChange(false);
        toast({
          title: 'Job saved',
          description: `${app.jobTitle} at ${app.companyName} is in Saved.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isSessionGone(error)) leaveForLogin();
      },
    }),
  );

  const set = (field: SaveJobField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    // A field's message goes once it is being corrected; the others stay until the next submit.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const check = checkSaveJob(values);
    if (!check.ok) {
      setErrors(check.errors);
      document.getElementById(fieldId(check.first))?.focus();
      return;
    }
    setErrors({});
    create.mutate(check.input);
  };

  const clear = () => {
    setValues(EMPTY_SAVE_JOB);
    setErrors({});
    create.reset();
    document.getElementById(fieldId('jobTitle'))?.focus();
  };

  const field = (name: SaveJobField) => ({
    id: fieldId(name),
    value: values[name],
    onChange: set(name),
    error: errors[name],
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900">
          <Dialog.Title className="pr-8 text-lg font-bold text-slate-900 dark:text-white">
            Save a job
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Keep a job you mean to apply for. You can write its cover letter and resume later.
          </Dialog.Description>
          <Dialog.Close
            aria-label="Close"
            className={buttonClass({ variant: 'ghost', size: 'icon', className: 'absolute top-4 right-4' })}
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
            {create.isError && !isSessionGone(create.error) ? (
              <FormAlert tone="error">
                {errorMessage(create.error, 'The job could not be saved. Please try again.')}
              </FormAlert>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Job title" autoComplete="off" maxLength={200} {...field('jobTitle')} />
              <TextField
                label="Company"
                autoComplete="organization"
                maxLength={200}
                {...field('companyName')}
              />
            </div>
            <TextField
              label="Location (optional)"
              autoComplete="off"
              maxLength={200}
              placeholder="e.g. Lagos, or Remote"
              {...field('companyLocation')}
            />
            <TextareaField
              label="Job description"
              hint="Paste the advert: it is what your documents will be written against."
              className="[&_textarea]:min-h-32"
              {...field('jobDescription')}
            />
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
              <TextField
                label="Job link (optional)"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://"
                {...field('jobUrl')}
              />
              <TextField label="Closing date (optional)" type="date" {...field('closingDate')} />
            </div>
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
              {hasText(values) ? (
                <button
                  type="button"
                  onClick={clear}
                  disabled={create.isPending}
                  className={buttonClass({ variant: 'ghost', className: 'sm:mr-auto' })}
                >
                  Clear form
                </button>
              ) : null}
              <Dialog.Close className={buttonClass({ variant: 'secondary' })} disabled={create.isPending}>
                Cancel
              </Dialog.Close>
              <button
                type="submit"
                disabled={create.isPending}
                aria-busy={create.isPending || undefined}
                className={buttonClass()}
              >
                {create.isPending ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                ) : null}
                {create.isPending ? 'Saving…' : 'Save job'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
