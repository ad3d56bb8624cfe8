import { createFileRoute } from '@tanstack/react-router';
import { OAuthCallbackPage } from '../components/auth/oauth-callback-page';
import { ZCallbackSearch } from '../lib/oauth-callback';

export const Route = createFileRoute('/auth/callback')({
  validateSearch: ZCallbackSearch,
  component: OAuthCallbackPage,
});
