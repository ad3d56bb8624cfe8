import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../components/auth/verify-email-page';
import { pickStrings } from '../lib/search-params';

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search) => pickStrings(search, ['token', 'email'] as const),
  component: VerifyEmailPage,
});
