import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-field';

/**
 * A new password and its confirmation ('Confirm new password' for 'New password'); `children`
 * render under the first field (strength meter, requirement list).
 */
export function PasswordPairFields({
  label = 'New password',
  password,
  passwordError,
  confirm,
  confirmError,
  children,
}: {
  label?: string;
  password: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirm: UseFormRegisterReturn;
  confirmError: string | undefined;
  children?: ReactNode;
}) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" error={passwordError} {...password}>
        {children}
      </PasswordField>
      <PasswordField
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        error={confirmError}
        {...confirm}
      />
    </>
  );
}
