import type { UserDto } from '@app/shared/auth/user';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth';
import {
  checkProfileForm,
  type ProfileFieldErrors,
  type ProfileFormValues,
  profileFormValues,
  titled,
} from '../../lib/profile/profile-form';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { FormAlert } from '../form/form-alert';
import { TextField } from '../form/text-field';

export const PROFILE_FORM_ID = 'onboarding-profile';
const SAVE_FALLBACK = 'Failed to update profile';

/**
 * Step 0 (spec 02 §4, §5): first and last name required after trimming, LinkedIn optional and a
 * web address. Saved with PATCH /api/profile before the tutorial goes on; the buttons live in the
 * dialog's footer and submit this form by its id.
 */
export function ProfileStep({
  user,
  onSaved,
  onPendingChange,
}: {
  user: UserDto;
  onSaved: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const trpc = useTRPC();
  const { refresh } = useAuth();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const save = useMutation(trpc.profile.update.mutationOptions());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkProfileForm(values, { email: false, linkedin: true });
    if (!check.ok) {
      setErrors(check.namesMissing ? { linkedinProfile: check.errors.linkedinProfile } : check.errors);
      setAlert(check.namesMissing);
      if (check.namesMissing) toast({ ...titled(check.namesMissing), variant: 'destructive' });
      return;
    }
    setAlert(null);
    onPendingChange(true);
    try {
      await save.mutateAsync(check.input);
      // The navigation shows the name just given.
      void refresh();
      onSaved();
    } catch (error) {
      if (isSessionGone(error)) return leaveForLogin();
      const message = errorMessage(error, SAVE_FALLBACK);
      setAlert(message);
      toast({ title: 'Profile Update Failed', description: message, variant: 'destructive' });
    } finally {
      onPendingChange(false);
    }
  };

  const field = (name: keyof ProfileFormValues) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
      if (name !== 'linkedinProfile') setAlert(null);
    },
  });
  const nameMissing = (name: 'firstName' | 'lastName') =>
    alert && values[name].trim() === '' ? { 'aria-invalid': true as const } : {};

  return (
    <form id={PROFILE_FORM_ID} onSubmit={onSubmit} noValidate className="grid gap-4">
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          {...field('firstName')}
          {...nameMissing('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          {...field('lastName')}
          {...nameMissing('lastName')}
        />
      </div>
      <TextField
        label="LinkedIn profile (optional)"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/your-name"
        {...field('linkedinProfile')}
        error={errors.linkedinProfile}
      />
    </form>
  );
}
