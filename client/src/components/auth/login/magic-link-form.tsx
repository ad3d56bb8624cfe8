import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FALLBACKS } from '../../../lib/api-error';
import { AUTH_COPY } from '../../../lib/auth-copy';
import { useTRPC } from '../../../lib/trpc';
import { buttonClass } from '../../button-styles';
import { FormAlert } from '../../form/form-alert';
import { EmailRequestForm, useEmailRequest } from '../email-request-form';

/** Passwordless sign-in by e-mailed link (valid 15 minutes). */
export function MagicLinkForm() {
  const trpc = useTRPC();
  const send = useMutation(trpc.auth.sendMagicLink.mutationOptions());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useEmailRequest(FALLBACKS.sendMagicLink, async (email) => {
    await send.mutateAsync({ email });
    setSentTo(email);
  });

  if (sentTo)
    return (
      <div className="grid gap-4">
        <FormAlert tone="success">
          <p>{AUTH_COPY.magicLinkSent}</p>
          <p className="mt-1 opacity-80">The link was sent to {sentTo} and works for 15 minutes.</p>
        </FormAlert>
        <button
          type="button"
          onClick={() => setSentTo(null)}
          className={buttonClass({ variant: 'secondary', size: 'lg', className: 'w-full' })}
        >
          Send Another Link
        </button>
      </div>
    );

  return (
    <EmailRequestForm
      request={request}
      intro="We’ll e-mail you a link that signs you in with one click."
      submitLabel="Send Magic Link"
    />
  );
}
