import { createFileRoute } from '@tanstack/react-router';
import { OAuthCallbackPage } from '../components/auth/oauth-callback-page';
import { withApi } from '../components/with-api';
import { readCallbackSearch } from '../lib/oauth-callback';

export const Route = createFileRoute('/auth/callback')({
  validateSearch: readCallbackSearch,
  component: withApi(OAuthCallbackPage),
});
