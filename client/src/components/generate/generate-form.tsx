import type { UserDto } from '@app/shared/auth/user';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Control, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useAuth } from '../../lib/auth';
import {
  type GenerateField,
  type GenerateFormValues,
  needsPersonalDetails,
  prefillFromAccount,
} from '../../lib/generate-form';
import { choiceRefusal, creditsLine, optionRefusal } from '../../lib/generation-credits';
import { jobCheckProfileFrom, useJobCheck } from '../../lib/job-check-run';
import { RISK_TEXT } from '../../lib/job-check-view';
import { CheckboxField } from '../form/checkbox-field';
import { FormAlert } from '../form/form-alert';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { TextareaField } from '../form/textarea-field';
import { ApplicationChoice } from './application-choice';
import { DocumentOptions } from './document-options';
import { JobCheckPanel } from './job-check-panel';
import { JobLinkFill } from './job-link-fill';
import { PersonalDetailsFields } from './personal-details-fields';
import { ResumePicker } from './resume-picker';
import type { ApplicationChoiceState } from './use-application-choice';
import type { useResumeUpload } from './use-resume-upload';

const SECTION_TITLE = 'text-base font-semibold text-slate-900 dark:text-white';

/** Spec 02 §5 "Generate form": the job, what to write, and the resume (a file or a few details). */
export function GenerateForm({
  form,
  resume,
  onSubmit,
  pending,
  locked,
  account,
  sentResumeName,
  choice,
}: {
  form: UseFormReturn<GenerateFormValues>;
  /** New application or an existing one (issue 30). */
  choice: ApplicationChoiceState;
  resume: ReturnType<typeof useResumeUpload>;
  onSubmit: () => void;
  pending: boolean;
  /** True while a generation runs or its documents are shown: the form then only shows what was sent. */
  locked: boolean;
  /** The signed-in user: credits left, and the details a new resume starts from. */
  account: UserDto;
  /** The resume file a shown generation was sent with (its picker is not restored). */
  sentResumeName?: string | null | undefined;
}) {
  const { errors } = form.formState;
  // Each message clears as its field is changed; the rest wait for the next submit.
  const field = (name: GenerateField) => form.register(name, { onChange: () => form.clearErrors(name) });
  const textField = (name: GenerateField) => ({ ...field(name), error: errors[name]?.message });
  const [creatingNew = false, optimizeResume = false, generateCoverLetter = false] = useWatch({
    control: form.control,
    name: ['isCreatingNewResume', 'optimizeResume', 'generateCoverLetter'],
  });
  // No credit for what is ticked: the submit cannot be used, and the sentence beside it says why.
  const blocked = locked
    ? null
    : choiceRefusal(account, { coverLetter: generateCoverLetter, resume: optimizeResume });
  const blockedId = useId();

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label="Generate documents"
    >
      <fieldset disabled={locked} className="grid min-w-0 gap-8">
        {locked ? (
          <FormAlert tone="info">
            These are the details you sent. Choose Generate New Documents when you want to start again.
          </FormAlert>
        ) : null}
        <section aria-labelledby="job-heading" className="grid gap-4">
          <h2 id="job-heading" className={SECTION_TITLE}>
            The job
          </h2>
          <ApplicationChoice form={form} choice={choice} locked={locked} />
          {locked ? null : <JobLinkFill form={form} />}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Job title"
              placeholder="Data Analyst"
              autoComplete="off"
              {...textField('jobTitle')}
            />
            <TextField
              label="Company name"
              placeholder="Flutterwave"
              autoComplete="organization"
              {...textField('companyName')}
            />
          </div>
          <TextField
            label="Company location (optional)"
            placeholder="Lagos, Nigeria"
            autoComplete="off"
            {...textField('companyLocation')}
          />
          <TextareaField
            label="Job description"
            rows={8}
            placeholder="Paste the job advert here: duties, requirements and skills."
            hint="The whole advert gives the best results (at least 10 characters)."
            {...textField('jobDescription')}
          />
          <JobCheck control={form.control} />
        </section>

        <DocumentOptions
          coverLetter={field('generateCoverLetter')}
          resume={field('optimizeResume')}
          credits={creditsLine(account)}
          refusals={
            locked
              ? undefined
              : {
                  coverLetter: optionRefusal(account, 'coverLetter'),
                  resume: optionRefusal(account, 'resume'),
                }
          }
        />

        <section aria-labelledby="resume-heading" className="grid gap-4">
          <h2 id="resume-heading" className={SECTION_TITLE}>
            Your resume
          </h2>
          <CheckboxField
            label="I don't have an existing resume"
            hint="Give us a few details instead and we will write one for you."
            {...form.register('isCreatingNewResume', {
              onChange: (event: { target: { checked: boolean } }) => {
                if (!event.target.checked) return;
                resume.clear();
                // Start from the account's name and e-mail; whatever was typed stays.
                for (const [name, value] of Object.entries(prefillFromAccount(form.getValues(), account)))
                  form.setValue(name as 'fullName' | 'email', value);
              },
            })}
          />
          {creatingNew ? (
            <PersonalDetailsFields
              field={field}
              errors={errors}
              required={needsPersonalDetails({ isCreatingNewResume: creatingNew, optimizeResume })}
            />
          ) : locked && sentResumeName ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Sent with your resume <strong className="font-semibold">{sentResumeName}</strong>.
            </p>
          ) : (
            <ResumePicker
              state={resume.state}
              onPick={resume.pick}
              onClear={resume.clear}
              disabled={locked}
            />
          )}
        </section>

        <CvFormatOptions account={account} field={field} disabled={locked} />

        <div className="grid gap-4 border-t border-slate-200 pt-6 dark:border-slate-800">
          <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-500 dark:text-slate-400">
              Each document uses one credit. If writing fails, the credit comes back.
            </p>
            <SubmitButton
              pending={pending || resume.state.status === 'uploading'}
              blockedBy={blocked ? blockedId : null}
              className="w-full sm:w-auto"
            >
              {pending ? 'Generating…' : 'Generate Documents'}
            </SubmitButton>
          </div>
          <p
            id={blockedId}
            role="status"
            data-testid="submit-blocked"
            className={
              blocked
                ? 'rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100'
                : 'sr-only'
            }
          >
            {blocked ? (
              <>
                {blocked.sentence}{' '}
                <Link to="/subscription" className="font-semibold underline underline-offset-2">
                  {blocked.action}
                </Link>
              </>
            ) : null}
          </p>
        </div>
      </fieldset>
    </form>
  );
}

/** Issue 31 §1: the advert checked in the browser as it is pasted (after each pause in typing). */
function JobCheck({ control }: { control: Control<GenerateFormValues> }) {
  const [jobTitle = '', companyName = '', jobDescription = ''] = useWatch({
    control,
    name: ['jobTitle', 'companyName', 'jobDescription'],
  });
  const { user } = useAuth();
  const check = useJobCheck({ jobTitle, companyName, jobDescription }, jobCheckProfileFrom(user?.cvDetails));
  return (
    <>
      <p role="status" className="sr-only">
        {check.result ? `Job check: ${RISK_TEXT[check.result.risk].label}` : ''}
      </p>
      <JobCheckPanel check={check} />
    </>
  );
}

/**
 * Issue 31 §2: the Nigerian CV format (Personal Data and Referees from the profile) and whether
 * the date of birth may be used for this generation. The details a job asks about (a degree
 * class, NYSC) are used without a tick; the date of birth never is.
 */
function CvFormatOptions({
  account,
  field,
  disabled,
}: {
  account: UserDto;
  field: (name: GenerateField) => UseFormRegisterReturn;
  disabled: boolean;
}) {
  const cv = account.cvDetails;
  return (
    <section aria-labelledby="cv-format-heading" className="grid gap-3">
      <h2 id="cv-format-heading" className={SECTION_TITLE}>
        Nigerian CV details
      </h2>
      {cv ? (
        <>
          <CheckboxField
            label="Nigerian CV format"
            hint="Adds a short Personal Data section and your referees to the resume, from your profile."
            disabled={disabled}
            {...field('nigerianFormat')}
          />
          {cv.dateOfBirth ? (
            <CheckboxField
              label="Include my date of birth"
              hint="For this generation only: for a Personal Data section or an advert's age limit. Otherwise it is never sent to the AI."
              disabled={disabled}
              {...field('includeDateOfBirth')}
            />
          ) : null}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Details an advert asks for (degree class, NYSC, O'Level) are used where they help, never invented.
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Add your NYSC status, degree class, O'Level results and referees in{' '}
          <Link
            to="/profile"
            hash="cv-details"
            className="font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
          >
            your profile
          </Link>{' '}
          to use them in your CV and see whether you meet an advert's requirements.
        </p>
      )}
    </section>
  );
}
