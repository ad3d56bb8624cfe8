import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { peekReturnPath, safeSessionStorage } from '../../../lib/return-path';
import { useTRPC } from '../../../lib/trpc';
import { buttonClass } from '../../button-styles';
import { FormAlert } from '../../form/form-alert';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

/** Starts Google sign-in: the server answers the consent URL and the browser goes there. */
export function GoogleButton({ label, fallback }: { label: string; fallback: string }) {
  const trpc = useTRPC();
  const start = useMutation(trpc.auth.googleStart.mutationOptions());
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setError(null);
    try {
      const returnTo = peekReturnPath(safeSessionStorage()) ?? undefined;
      const { authUrl } = await start.mutateAsync(returnTo ? { returnTo } : {});
      window.location.assign(authUrl);
    } catch (e) {
      setError(errorMessage(e, fallback));
    }
  };

  return (
    <div className="grid gap-3">
      <button
        type="button"
        onClick={onClick}
        disabled={start.isPending || start.isSuccess}
        className={buttonClass({ variant: 'secondary', size: 'lg', className: 'w-full' })}
      >
        <GoogleMark />
        {label}
      </button>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" aria-hidden="true" />
      or
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" aria-hidden="true" />
    </div>
  );
}
