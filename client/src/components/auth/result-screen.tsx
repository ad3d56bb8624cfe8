import type { ComponentProps } from 'react';
import { AuthCard, AuthLayout } from './auth-layout';
import { StatusPanel } from './status-panel';

/** A page that is only an outcome (signing in, signed in, failed): one status panel in the card. */
export function ResultScreen(props: ComponentProps<typeof StatusPanel>) {
  return (
    <AuthLayout>
      <AuthCard>
        <StatusPanel {...props} />
      </AuthCard>
    </AuthLayout>
  );
}
