import { passwordMeter } from '@app/shared/auth/password-meter';
import { ZRegisterInput } from '@app/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { FALLBACKS } from '../../lib/api-error';
import { useTRPC } from '../../lib/trpc';
import { EmailField } from '../form/email-field';
import { FormWithError } from '../form/form-with-error';
import { PasswordPairFields } from '../form/password-pair-fields';
import { StrengthMeter } from '../form/strength-meter';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { useFormError } from '../form/use-form-error';

const EMPTY = { fullName: '', email: '', password: '', confirmPassword: '' };

/** Sign-up with the register strength meter (Very Weak … Strong, spec 01 §4). */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const trpc = useTRPC();
  const register = useMutation(trpc.auth.register.mutationOptions());
  const { error, attempt } = useFormError(FALLBACKS.register);
  const form = useForm({ resolver: zodResolver(ZRegisterInput), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const strength = passwordMeter(password, 'register');

  const onSubmit = form.handleSubmit((values) =>
    attempt(async () => {
      const result = await register.mutateAsync(values);
      form.reset(EMPTY);
      onRegistered(result.email);
    }),
  );

  return (
    <FormWithError onSubmit={onSubmit} error={error}>
      <TextField
        label="Full name"
        autoComplete="name"
        placeholder="Adaeze Okafor"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordPairFields
        label="Password"
        password={form.register('password')}
        passwordError={errors.password?.message}
        confirm={form.register('confirmPassword')}
        confirmError={errors.confirmPassword?.message}
      >
        {strength ? (
          <StrengthMeter score={strength.score} label={strength.label} missing={strength.missing} />
        ) : null}
      </PasswordPairFields>
      <SubmitButton pending={isSubmitting}>Create Account</SubmitButton>
    </FormWithError>
  );
}
