import { ZEmailInput } from '@app/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EmailField } from '../form/email-field';
import { FormWithError } from '../form/form-with-error';
import { SubmitButton } from '../form/submit-button';
import { useFormError } from '../form/use-form-error';

/**
 * The state of a form that only asks for an address and sends something to it (a code, a magic
 * link, a reset link). It lives in the caller, so a form shown again after 'sent' still holds
 * the address; a failed `send` shows the server's message, or `fallback`, above the field.
 */
export function useEmailRequest(fallback: string, send: (email: string) => Promise<void>) {
  const { error, attempt } = useFormError(fallback);
  const form = useForm({ resolver: zodResolver(ZEmailInput), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  return {
    error,
    pending: isSubmitting,
    onSubmit: form.handleSubmit(({ email }) => attempt(() => send(email))),
    email: { ...form.register('email'), error: errors.email?.message },
  };
}

export function EmailRequestForm({
  request,
  intro,
  submitLabel,
}: {
  request: ReturnType<typeof useEmailRequest>;
  intro?: string;
  submitLabel: string;
}) {
  return (
    <FormWithError onSubmit={request.onSubmit} error={request.error}>
      {intro ? <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p> : null}
      <EmailField {...request.email} />
      <SubmitButton pending={request.pending}>{submitLabel}</SubmitButton>
    </FormWithError>
  );
}
