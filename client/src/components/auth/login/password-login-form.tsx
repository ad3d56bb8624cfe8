import { ZLoginInput } from '@app/shared/auth/schemas';
import type { AuthSuccess } from '@app/shared/auth/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FALLBACKS } from '../../../lib/api-error';
import { useTRPC } from '../../../lib/trpc';
import { EmailField } from '../../form/email-field';
import { FormWithError } from '../../form/form-with-error';
import { PasswordField } from '../../form/password-field';
import { SubmitButton } from '../../form/submit-button';
import { useFormError } from '../../form/use-form-error';

export interface PasswordLoginProps {
  disabled: boolean;
  onSignedIn: (result: AuthSuccess) => void;
  /** The account exists but its address is unproven: no session, a fresh e-mail was sent. */
  onRequiresVerification: (email: string, message: string) => void;
  onForgotPassword: () => void;
}

export function PasswordLoginForm({
  disabled,
  onSignedIn,
  onRequiresVerification,
  onForgotPassword,
}: PasswordLoginProps) {
  const trpc = useTRPC();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const { error, attempt } = useFormError(FALLBACKS.login);
  const form = useForm({ resolver: zodResolver(ZLoginInput), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    attempt(async () => {
      const result = await login.mutateAsync(values);
      if ('requiresVerification' in result) onRequiresVerification(result.email, result.message);
      else onSignedIn(result);
    }),
  );

  return (
    <FormWithError onSubmit={onSubmit} error={error}>
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          className="rounded text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          Forgot your password?
        </button>
      </div>
      <SubmitButton pending={isSubmitting || disabled}>Sign In</SubmitButton>
    </FormWithError>
  );
}
