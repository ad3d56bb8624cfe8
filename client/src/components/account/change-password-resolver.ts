import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { sameAsCurrentError, type TChangePasswordForm, ZChangePasswordForm } from '../../lib/password-forms';

const base = zodResolver(ZChangePasswordForm);

/**
 * The schema's checks, plus "different from current": that rule compares two fields, and zod
 * would skip it while another field (say the confirmation) still has an error.
 */
export const changePasswordResolver: Resolver<TChangePasswordForm> = async (values, context, options) => {
  const result = await base(values, context, options);
  const same = sameAsCurrentError(values);
  if (!same || result.errors.newPassword) return result;
  return { values: {}, errors: { ...result.errors, newPassword: { type: 'validate', message: same } } };
};
