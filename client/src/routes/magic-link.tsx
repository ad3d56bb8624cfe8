import { createFileRoute } from '@tanstack/react-router';
import { MagicLinkPage } from '../components/auth/magic-link-page';
import { withApi } from '../components/with-api';
import { textSearch } from '../lib/search-params';

export const Route = createFileRoute('/magic-link')({
  validateSearch: textSearch(['token']),
  component: withApi(MagicLinkPage),
});
