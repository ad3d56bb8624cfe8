import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../components/auth/verify-email-page';
import { withApi } from '../components/with-api';
import { textSearch } from '../lib/search-params';

export const Route = createFileRoute('/verify-email')({
  validateSearch: textSearch(['token', 'email']),
  component: withApi(VerifyEmailPage),
});
