import { passwordMeter } from '@app/shared/auth/password-meter';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage, FALLBACKS } from '../../lib/api-error';
import { passwordRequirements, type TChangePasswordForm } from '../../lib/password-forms';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { PasswordChecks } from '../form/password-checks';
import { PasswordField } from '../form/password-field';
import { PasswordPairFields } from '../form/password-pair-fields';
import { SubmitButton } from '../form/submit-button';
import { changePasswordResolver } from './change-password-resolver';

const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec 02 §5 "Change password": validated on submit, each error cleared as its field is typed in. */
export function ChangePasswordForm() {
  const trpc = useTRPC();
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const form = useForm<TChangePasswordForm>({
    resolver: changePasswordResolver,
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const [currentPassword = '', newPassword = ''] = useWatch({
    control: form.control,
    name: ['currentPassword', 'newPassword'],
  });
  const strength = passwordMeter(newPassword, 'change');

  const field = (name: keyof TChangePasswordForm) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const onSubmit = form.handleSubmit(async ({ currentPassword: current, newPassword: next }) => {
    try {
      const result = await change.mutateAsync({ currentPassword: current, newPassword: next });
      toast({ title: 'Password Updated', description: result.message, variant: 'success' });
      form.reset(EMPTY);
    } catch (e) {
      toast({
        title: 'Password Change Failed',
        description: errorMessage(e, FALLBACKS.changePassword),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...field('currentPassword')}
      />
      <PasswordPairFields
        password={field('newPassword')}
        passwordError={errors.newPassword?.message}
        confirm={field('confirmPassword')}
        confirmError={errors.confirmPassword?.message}
      >
        <PasswordChecks
          strength={strength}
          requirements={passwordRequirements(newPassword, currentPassword)}
        />
      </PasswordPairFields>
      <SubmitButton pending={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        Update Password
      </SubmitButton>
    </form>
  );
}
