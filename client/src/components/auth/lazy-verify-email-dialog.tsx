import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { VerifyEmailDialog as VerifyEmailDialogType } from './verify-email-dialog';

// Few visits to the sign-in page open this dialog (after a sign-up, or a sign-in that needs the
// e-mail verified first), and Radix Dialog with its focus and scroll locks is ~7 KB compressed of
// that page's first load: it is fetched when it first opens, then kept mounted (so it can close
// with its animation).
const VerifyEmailDialog = lazy(() =>
  import('./verify-email-dialog').then((m) => ({ default: m.VerifyEmailDialog })),
);

/** 'Verify Your Email' (verify-email-dialog.tsx), loaded on first open. */
export function LazyVerifyEmailDialog(props: ComponentProps<typeof VerifyEmailDialogType>) {
  const [needed, setNeeded] = useState(props.open);
  if (!needed && props.open) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailDialog {...props} />
    </Suspense>
  );
}
