import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, FALLBACKS } from '../../lib/api-error';
import type { Notice } from '../../lib/login-params';
import { useTRPC } from '../../lib/trpc';

/** Verify-by-code and resend for one address, with the outcome as a notice to show. */
export function useVerification(email: string | null) {
  const trpc = useTRPC();
  const verifyEmail = useMutation(trpc.auth.verifyEmail.mutationOptions());
  const resendVerification = useMutation(trpc.auth.resendVerification.mutationOptions());
  const [notice, setNotice] = useState<Notice | null>(null);

  const verify = async (token: string): Promise<boolean> => {
    setNotice(null);
    try {
      // A code is only unique per address, so the address travels with it.
      const result = await verifyEmail.mutateAsync(email ? { token, email } : { token });
      setNotice({ tone: 'success', text: result.message });
      return true;
    } catch (e) {
      setNotice({ tone: 'error', text: errorMessage(e, FALLBACKS.verify) });
      return false;
    }
  };

  const resend = async () => {
    if (!email) return;
    setNotice(null);
    try {
      const result = await resendVerification.mutateAsync({ email });
      setNotice({ tone: 'success', text: result.message });
    } catch (e) {
      setNotice({ tone: 'error', text: errorMessage(e, FALLBACKS.resendVerification) });
    }
  };

  return { verify, resend, notice, resending: resendVerification.isPending };
}
