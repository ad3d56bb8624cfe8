import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { GraduationCap, LoaderCircle } from 'lucide-react';
import { useAuth } from '../../lib/auth';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { Panel } from '../billing/panel';
import { buttonClass } from '../button-styles';
import { FormAlert } from '../form/form-alert';

/** Spec 02 §2 'Reset Welcome Tutorial' (POST /api/reset-onboarding); §8 'Reset Failed'. */
export function TutorialPanel() {
  const trpc = useTRPC();
  const { refresh } = useAuth();
  const reset = useMutation(
    trpc.profile.resetOnboarding.mutationOptions({
      onSuccess: () => {
        // The dashboard reads onboardingCompleted from the signed-in user.
        void refresh();
        toast({
          title: 'Onboarding Reset',
          description: 'The welcome tutorial will show the next time you open the dashboard.',
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isSessionGone(error)) return leaveForLogin();
        toast({
          title: 'Reset Failed',
          description: 'Could not reset onboarding status.',
          variant: 'destructive',
        });
      },
    }),
  );
  return (
    <Panel id="tutorial" title="Welcome Tutorial">
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Take the short tour of JobPadi again: your profile first, then how to generate, download and
          upgrade.
        </p>
        <button
          type="button"
          onClick={() => reset.mutate()}
          disabled={reset.isPending}
          aria-busy={reset.isPending || undefined}
          className={buttonClass({ variant: 'secondary', className: 'shrink-0 self-start sm:self-auto' })}
        >
          {reset.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <GraduationCap className="size-4" aria-hidden="true" />
          )}
          Reset Welcome Tutorial
        </button>
      </div>
      {reset.isSuccess ? (
        <FormAlert tone="success" className="mt-4">
          The tutorial is reset.{' '}
          <Link to="/dashboard" className="font-semibold underline underline-offset-2 hover:no-underline">
            Open the dashboard
          </Link>{' '}
          to start it.
        </FormAlert>
      ) : reset.isError && !isSessionGone(reset.error) ? (
        <FormAlert tone="error" className="mt-4">
          <strong className="font-semibold">Reset Failed:</strong> Could not reset onboarding status.
        </FormAlert>
      ) : null}
    </Panel>
  );
}
