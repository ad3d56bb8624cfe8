import { createFileRoute } from '@tanstack/react-router';
import { MagicLinkPage } from '../components/auth/magic-link-page';
import { pickStrings } from '../lib/search-params';

export const Route = createFileRoute('/magic-link')({
  validateSearch: (search) => pickStrings(search, ['token'] as const),
  component: MagicLinkPage,
});
