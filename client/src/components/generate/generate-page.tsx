import type { UserDto } from '@app/shared/auth/user';
import type { JobCheckResult } from '@app/shared/job-check/dto';
import { useNavigate } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  checkGenerateForm,
  EMPTY_GENERATE_FORM,
  FIELD_ORDER,
  formValuesFromGeneration,
  type GenerateField,
  type GenerateFormValues,
  newIdempotencyKey,
  startInput,
  wantedFor,
} from '../../lib/generate-form';
import { choiceRefusal } from '../../lib/generation-credits';
import type { SentRequest } from '../../lib/generation-storage';
import { runJobCheck } from '../../lib/job-check-run';
import { JOB_CHECK_DEBOUNCE_MS, needsConfirmation } from '../../lib/job-check-view';
import { toast } from '../../lib/toast';
import { APPLICATION_SELECT_ID, CHOOSE_APPLICATION } from './application-choice';
import { GenerateForm } from './generate-form';
import { GenerationPanel } from './generation-panel';
import { JobCheckConfirm } from './job-check-confirm';
import { JOB_CHECK_ID } from './job-check-panel';
import { useApplicationChoice } from './use-application-choice';
import { useGeneration } from './use-generation';
import { useResumeUpload } from './use-resume-upload';

/** Spec 02 §2 /generate: the form beside (on phones: under) the progress and the results. */
export function GeneratePage({
  account,
  openId,
  applicationParam,
}: {
  account: UserDto;
  openId?: string | undefined;
  /** `?application=…`: the documents are for this application (issue 30). */
  applicationParam?: string | undefined;
}) {
  const { view, request, applicationId, start, reset } = useGeneration(account.id, openId);
  const form = useForm<GenerateFormValues>({ defaultValues: request?.values ?? EMPTY_GENERATE_FORM });
  const resume = useResumeUpload();
  const choice = useApplicationChoice(form);
  // A high-risk advert waits here for "Write anyway" or "Go back".
  const [confirming, setConfirming] = useState<{ result: JobCheckResult; sent: SentRequest } | null>(null);
  const navigate = useNavigate();
  // One key per submitted form: kept when the answer was lost, so sending again is the same generation.
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const panel = useRef<HTMLDivElement>(null);
  const idle = view.phase === 'idle';
  const shown = view.phase === 'idle' || view.phase === 'submitting' ? null : view.live.generation;

  // Once something runs, bring it into view (on phones it moves above the locked form).
  useEffect(() => {
    if (view.phase === 'submitting' || view.phase === 'succeeded' || view.phase === 'failed')
      panel.current?.scrollIntoView({ block: 'start' });
  }, [view.phase]);

  // A generation opened by link from another browser: show what the server knows was sent.
  const filledFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || request || filledFrom.current === shown.id) return;
    filledFrom.current = shown.id;
    form.reset(formValuesFromGeneration(shown));
  }, [shown, request, form]);

  const send = async (sent: SentRequest) => {
    inFlight.current = true;
    key.current ??= newIdempotencyKey();
    const result = await start(
      startInput(sent.values, sent.resumeFileId, key.current),
      wantedFor(sent.values, sent.resumeFileId !== null),
      sent,
    );
    inFlight.current = false;
    if (result !== 'unsure') key.current = null;
  };

  const submit = async () => {
    if (inFlight.current || !idle) return; // a double click is one submit
    const values = form.getValues();
    // The form says why (the submit is disabled); Enter in a field must not send it either.
    if (choiceRefusal(account, { coverLetter: values.generateCoverLetter, resume: values.optimizeResume }))
      return;
    const check = checkGenerateForm(values, resume.file !== null);
    form.clearErrors();
    if (!check.ok) {
      for (const [name, message] of Object.entries(check.fieldErrors))
        form.setError(name as GenerateField, { type: 'validate', message });
      const first = FIELD_ORDER.find((name) => check.fieldErrors[name]);
      if (first) form.setFocus(first);
      toast({ ...check.toast, variant: 'destructive' });
      return;
    }
    if (choice.picking && !values.applicationId) {
      form.setError('applicationId', { type: 'validate', message: CHOOSE_APPLICATION });
      document.getElementById(APPLICATION_SELECT_ID)?.focus();
      return;
    }
    const file = values.isCreatingNewResume ? null : resume.file;
    const sent = { values, resumeFileId: file?.fileId ?? null, resumeName: file?.filename ?? null };
    // Checked now, not from the last pause in typing: a paste and a quick click are checked too.
    // The check only informs: if its code cannot load, writing goes on as before.
    inFlight.current = true;
    const jobCheck = await runJobCheck(values).catch(() => null);
    inFlight.current = false;
    if (needsConfirmation(jobCheck)) {
      setConfirming({ result: jobCheck, sent });
      return;
    }
    await send(sent);
  };

  const writeAnyway = () => {
    const sent = confirming?.sent;
    setConfirming(null);
    if (sent) void send(sent);
  };

  const goBack = () => {
    setConfirming(null);
    // After the dialog has gone: the check says why, in full.
    const focusCheck = () => {
      const panel = document.getElementById(JOB_CHECK_ID);
      panel?.scrollIntoView({ block: 'center' });
      panel?.focus({ preventScroll: true });
      return panel !== null;
    };
    // A paste sent at once: the panel shows after the check's short pause.
    requestAnimationFrame(() => {
      if (!focusCheck()) setTimeout(focusCheck, JOB_CHECK_DEBOUNCE_MS + 100);
    });
  };

  // Try again: the same details (and the same uploaded file) as a new generation.
  const retry = async () => {
    if (inFlight.current || !request) return;
    form.reset(request.values);
    await send(request);
  };

  const startOver = useCallback(() => {
    form.reset(EMPTY_GENERATE_FORM);
    resume.clear();
    choice.clear();
    reset();
    key.current = null;
    filledFrom.current = null;
    if (openId) void navigate({ to: '/generate', search: {}, replace: true });
    window.scrollTo({ top: 0 });
    // After the form is enabled again.
    requestAnimationFrame(() => form.setFocus('jobTitle'));
  }, [form, resume.clear, choice.clear, reset, openId, navigate]);

  // `?application=…` (a link from the application's page): a fresh form for that application. The
  // parameter is then dropped, so a reload shows the generation started from it, not a new form.
  const preselected = useRef<string | null>(null);
  useEffect(() => {
    if (!applicationParam) preselected.current = null;
    if (!applicationParam || openId || preselected.current === applicationParam) return;
    preselected.current = applicationParam;
    if (!idle) {
      form.reset(EMPTY_GENERATE_FORM);
      resume.clear();
      reset();
      key.current = null;
      filledFrom.current = null;
    }
    void choice.pick(applicationParam, true);
    void navigate({ to: '/generate', search: {}, replace: true });
  }, [applicationParam, openId, idle, form, resume.clear, reset, choice.pick, navigate]);

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Generate Documents
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
          Tell us about the job and we will write a tailored cover letter and an ATS-friendly resume for it.
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
        <div
          className={clsx(
            'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900',
            // On a phone the finished documents are what matters; the sent form stays on wide screens.
            view.phase === 'succeeded' && 'hidden lg:block',
          )}
        >
          <GenerateForm
            form={form}
            resume={resume}
            onSubmit={() => void submit()}
            pending={view.phase === 'submitting'}
            locked={!idle}
            account={account}
            sentResumeName={request?.resumeName}
            choice={choice}
          />
        </div>
        <div
          ref={panel}
          id="generation-output"
          className={clsx('grid gap-4', !idle && 'order-first lg:order-none')}
        >
          <GenerationPanel
            view={view}
            onReset={startOver}
            onRetry={request ? () => void retry() : undefined}
            applicationId={applicationId}
          />
        </div>
      </div>
      <JobCheckConfirm result={confirming?.result ?? null} onWrite={writeAnyway} onBack={goBack} />
    </div>
  );
}
