import { createFileRoute } from '@tanstack/react-router';
import { OAuthCallbackPage } from '../components/auth/oauth-callback-page';
import { validateCallbackSearch } from '../lib/oauth-callback';

export const Route = createFileRoute('/auth/callback')({
  validateSearch: validateCallbackSearch,
  component: OAuthCallbackPage,
});
