import type { UserDto } from '@app/shared/auth/user';
import { useMutation } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
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
import { Panel } from '../billing/panel';
import { buttonClass } from '../button-styles';
import { FormAlert } from '../form/form-alert';
import { SubmitButton } from '../form/submit-button';
import { ProfileFields } from './profile-fields';
import { ProfilePhoto } from './profile-photo';
import { useProfileChanged } from './use-profile';

const UPDATE_FALLBACK = 'Failed to update profile';

/**
 * Spec 02 §2 /profile and §4 "Profile edit mode": the photo, then the fields, read-only until
 * Edit Profile; Save Changes or Cancel leave edit mode, and Cancel puts the stored values back.
 */
export function ProfileDetails({ user }: { user: UserDto }) {
  const trpc = useTRPC();
  const changed = useProfileChanged();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [namesMissing, setNamesMissing] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const update = useMutation(trpc.profile.update.mutationOptions());

  // Outside edit mode the fields show what is stored (a confirmed address, a refreshed user).
  const shown = editing ? values : profileFormValues(user);

  const startEditing = () => {
    setValues(profileFormValues(user));
    setErrors({});
    setNamesMissing(null);
    update.reset();
    setEditing(true);
    // After the fields stop being read-only.
    requestAnimationFrame(() => firstField.current?.focus());
  };
  const stopEditing = () => {
    setEditing(false);
    setErrors({});
    setNamesMissing(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkProfileForm(values, { email: true, linkedin: true });
    if (!check.ok) {
      setErrors(check.errors);
      setNamesMissing(check.namesMissing);
      const first = check.namesMissing ?? Object.values(check.errors)[0] ?? UPDATE_FALLBACK;
      toast({ ...titled(first), variant: 'destructive' });
      return;
    }
    try {
      const result = await update.mutateAsync(check.input);
      changed(result);
      toast({
        title: 'Profile Updated',
        description: result.emailChangeSent ? result.message : 'Your profile has been saved.',
        variant: 'success',
      });
      stopEditing();
    } catch (error) {
      if (isSessionGone(error)) return leaveForLogin();
      toast({
        title: 'Update Failed',
        description: errorMessage(error, UPDATE_FALLBACK),
        variant: 'destructive',
      });
    }
  };

  const failure =
    update.isError && !isSessionGone(update.error) ? errorMessage(update.error, UPDATE_FALLBACK) : null;

  return (
    <Panel
      id="personal-information"
      title="Personal Information"
      action={
        editing ? null : (
          <button
            ref={editButton}
            type="button"
            onClick={startEditing}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit Profile
          </button>
        )
      }
    >
      <div className="mt-5">
        <ProfilePhoto user={user} />
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 grid gap-5 border-t border-slate-200 pt-6 dark:border-slate-800"
      >
        {namesMissing && editing ? <FormAlert tone="error">{namesMissing}</FormAlert> : null}
        <ProfileFields
          values={shown}
          errors={editing ? errors : {}}
          editing={editing}
          namesMissing={Boolean(namesMissing) && editing}
          firstFieldRef={firstField}
          onChange={(field, value) => {
            setValues((v) => ({ ...v, [field]: value }));
            setErrors((e) => ({ ...e, [field]: undefined }));
            if (field === 'firstName' || field === 'lastName') setNamesMissing(null);
          }}
        />
        {failure && editing ? (
          <FormAlert tone="error">
            <strong className="font-semibold">Update Failed:</strong> {failure}
          </FormAlert>
        ) : null}
        {editing ? (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={stopEditing}
              disabled={update.isPending}
              className={buttonClass({ variant: 'secondary', size: 'lg' })}
            >
              Cancel
            </button>
            <SubmitButton pending={update.isPending} className="sm:w-auto">
              {update.isPending ? 'Saving…' : 'Save Changes'}
            </SubmitButton>
          </div>
        ) : null}
      </form>
    </Panel>
  );
}
