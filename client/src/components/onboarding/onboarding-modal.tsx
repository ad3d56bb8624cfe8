import type { UserDto } from '@app/shared/auth/user';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth';
import { LAST_STEP, PROFILE_STEP, TUTORIAL_STEPS } from '../../lib/onboarding/steps';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { buttonClass } from '../button-styles';
import { FormAlert } from '../form/form-alert';
import { OnboardingProgress } from './onboarding-progress';
import { PROFILE_FORM_ID, ProfileStep } from './profile-step';
import { StepIcon, TutorialPoints } from './tutorial-step';

const COMPLETION_FALLBACK = 'We could not finish your setup. Please try again.';
const keepOpen = (event: Event) => event.preventDefault();

/**
 * Spec 02 §2 /dashboard and §4 "Onboarding": shown until onboarding is completed, and it cannot
 * be dismissed (no close button; Escape and clicks outside do nothing). It is still a proper
 * modal dialog: named by its step's title, focus kept inside, the page behind hidden from
 * assistive technology. Finish Setup completes onboarding; the signed-in user then says so and
 * the dashboard stops showing it.
 */
export function OnboardingModal({ user }: { user: UserDto }) {
  const trpc = useTRPC();
  const { refresh } = useAuth();
  const [step, setStep] = useState(PROFILE_STEP);
  const [savingProfile, setSavingProfile] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const complete = useMutation(
    trpc.profile.completeOnboarding.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast({
          title: 'You’re all set',
          description: 'Your account is ready. Generate your first document.',
        });
      },
      onError: (error) => {
        if (isSessionGone(error)) return leaveForLogin();
        toast({
          title: 'Completion Failed',
          description: errorMessage(error, COMPLETION_FALLBACK),
          variant: 'destructive',
        });
      },
    }),
  );

  // Each new step is announced by moving focus to its title (not on the first open: the dialog
  // then focuses its first field, as a form should).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step change, by design
  useEffect(() => {
    if (!moved.current) return;
    title.current?.focus();
  }, [step]);
  const go = (next: number) => {
    moved.current = true;
    complete.reset();
    setStep(next);
  };

  const tutorial = step === PROFILE_STEP ? null : (TUTORIAL_STEPS[step - 1] ?? null);
  const finishing = complete.isPending || complete.isSuccess;

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="overflow-y-auto p-6 sm:p-8">
            <OnboardingProgress step={step} />
            <div className="mt-6">
              <StepIcon step={tutorial} />
              <Dialog.Title
                ref={title}
                tabIndex={-1}
                className="mt-4 text-xl font-bold tracking-tight text-slate-900 outline-none sm:text-2xl dark:text-white"
              >
                {tutorial ? tutorial.title : 'Complete your profile'}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {tutorial
                  ? tutorial.body
                  : 'Welcome! Tell us your name so your documents and e-mails address you properly. Then a short tour of JobPadi.'}
              </Dialog.Description>
            </div>
            <div className="mt-6">
              {tutorial ? (
                <TutorialPoints step={tutorial} />
              ) : (
                <ProfileStep user={user} onSaved={() => go(1)} onPendingChange={setSavingProfile} />
              )}
            </div>
            {complete.isError && !isSessionGone(complete.error) ? (
              <FormAlert tone="error" className="mt-5">
                <strong className="font-semibold">Completion Failed:</strong>{' '}
                {errorMessage(complete.error, COMPLETION_FALLBACK)}
              </FormAlert>
            ) : null}
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-6 py-4 sm:px-8 dark:border-slate-800 dark:bg-slate-950/40">
            {step > PROFILE_STEP ? (
              <button
                type="button"
                onClick={() => go(step - 1)}
                disabled={finishing}
                className={buttonClass({ variant: 'ghost' })}
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                Previous
              </button>
            ) : (
              <span />
            )}
            {step === PROFILE_STEP ? (
              <button
                type="submit"
                form={PROFILE_FORM_ID}
                disabled={savingProfile}
                aria-busy={savingProfile || undefined}
                className={buttonClass()}
              >
                {savingProfile ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
                {savingProfile ? 'Saving…' : 'Continue'}
                {savingProfile ? null : <ArrowRight className="size-4" aria-hidden="true" />}
              </button>
            ) : step < LAST_STEP ? (
              <button type="button" onClick={() => go(step + 1)} className={buttonClass()}>
                Next
                <ArrowRight className="size-4" aria-hidden="true" />
              </button>
            ) : (
              <button
                type="button"
                onClick={() => complete.mutate()}
                disabled={finishing}
                aria-busy={finishing || undefined}
                className={buttonClass()}
              >
                {finishing ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
                {finishing ? 'Finishing…' : 'Finish Setup'}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
