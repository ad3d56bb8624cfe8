import type { ChangeEvent, Ref } from 'react';
import type { ProfileFieldErrors, ProfileFormValues } from '../../lib/profile/profile-form';
import { TextField } from '../form/text-field';

/**
 * The profile's fields, read-only until Edit Profile (spec 02 §2). Read-only rather than disabled,
 * so the values can still be read, selected and reached with the keyboard.
 */
export function ProfileFields({
  values,
  errors,
  editing,
  namesMissing,
  onChange,
  firstFieldRef,
}: {
  values: ProfileFormValues;
  errors: ProfileFieldErrors;
  editing: boolean;
  namesMissing: boolean;
  onChange: (field: keyof ProfileFormValues, value: string) => void;
  firstFieldRef: Ref<HTMLInputElement>;
}) {
  const common = (field: keyof ProfileFormValues) => ({
    value: values[field],
    readOnly: !editing,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
  });
  // The names' one message shows above the form; the empty fields are marked here.
  const nameError = (field: 'firstName' | 'lastName') =>
    errors[field] && !(namesMissing && values[field].trim() === '') ? errors[field] : undefined;
  const nameInvalid = (field: 'firstName' | 'lastName') =>
    namesMissing && values[field].trim() === '' ? { 'aria-invalid': true as const } : {};
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        ref={firstFieldRef}
        label="First name"
        autoComplete="given-name"
        {...common('firstName')}
        error={nameError('firstName')}
        {...nameInvalid('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        {...common('lastName')}
        error={nameError('lastName')}
        {...nameInvalid('lastName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...common('email')}
        error={errors.email}
        hint={
          editing
            ? 'A new address gets a confirmation link first; your address changes only once you confirm it.'
            : undefined
        }
        className="sm:col-span-2"
      />
      <TextField
        label="LinkedIn profile (optional)"
        type="url"
        inputMode="url"
        placeholder={editing ? 'https://www.linkedin.com/in/your-name' : 'Not added'}
        {...common('linkedinProfile')}
        error={errors.linkedinProfile}
        className="sm:col-span-2"
      />
    </div>
  );
}
