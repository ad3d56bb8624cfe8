import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ResultScreen } from '../components/auth/result-screen';
import { buttonClass } from '../components/button-styles';
import { withApi } from '../components/with-api';
import { DELAYS } from '../lib/auth-copy';
import { textSearch } from '../lib/search-params';
import { useDocumentTitle } from '../lib/use-document-title';
import { useLater } from '../lib/use-later';

export const Route = createFileRoute('/magic-link-error')({
  validateSearch: textSearch(['message']),
  component: withApi(MagicLinkErrorPage),
});

/** Where a server-side magic-link failure lands (spec 01 §2.9); home after 5 s. */
function MagicLinkErrorPage() {
  useDocumentTitle('Magic link error – JobPadi');
  const { message } = Route.useSearch();
  const navigate = useNavigate();
  const later = useLater();
  useEffect(() => later(() => void navigate({ to: '/' }), DELAYS.magicLinkErrorPage), [later, navigate]);
  return (
    <ResultScreen
      state="error"
      title="Magic Link Error"
      actions={
        <Link to="/login" className={buttonClass({ size: 'lg' })}>
          Go to Login
        </Link>
      }
    >
      <p>{message ?? 'Unknown error occurred'}</p>
      <p className="mt-2">Taking you to the home page in 5 seconds.</p>
    </ResultScreen>
  );
}
