import { passwordMeter } from '@app/shared/auth/password-meter';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { FALLBACKS } from '../../lib/api-error';
import { passwordRequirements, ZResetPasswordForm } from '../../lib/password-forms';
import { useTRPC } from '../../lib/trpc';
import { FormWithError } from '../form/form-with-error';
import { PasswordChecks } from '../form/password-checks';
import { PasswordPairFields } from '../form/password-pair-fields';
import { SubmitButton } from '../form/submit-button';
import { useFormError } from '../form/use-form-error';

/** A new password for a reset token, with the reset meter (Weak / Medium / Strong). */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: (message: string) => void }) {
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const { error, attempt } = useFormError(FALLBACKS.resetPassword);
  const form = useForm({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'newPassword' }) ?? '';

  const onSubmit = form.handleSubmit((values) =>
    attempt(async () => {
      const result = await reset.mutateAsync({ token, ...values });
      onReset(result.message);
    }),
  );

  return (
    <FormWithError onSubmit={onSubmit} error={error}>
      <PasswordPairFields
        password={form.register('newPassword')}
        passwordError={errors.newPassword?.message}
        confirm={form.register('confirmPassword')}
        confirmError={errors.confirmPassword?.message}
      >
        <PasswordChecks
          strength={passwordMeter(password, 'reset')}
          requirements={passwordRequirements(password)}
        />
      </PasswordPairFields>
      <SubmitButton pending={isSubmitting || reset.isSuccess}>Reset Password</SubmitButton>
    </FormWithError>
  );
}
