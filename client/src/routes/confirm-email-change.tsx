import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailChangePage } from '../components/profile/confirm-email-change-page';
import { withApi } from '../components/with-api';
import { textSearch } from '../lib/search-params';

/** Public: the link e-mailed to a new address confirms the change, signed in or not. */
export const Route = createFileRoute('/confirm-email-change')({
  validateSearch: textSearch(['token']),
  component: withApi(ConfirmEmailChangePage),
});
