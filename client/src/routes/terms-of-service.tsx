import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../components/legal/legal-page';
import { TERMS_SECTIONS } from '../content/terms-of-service';

export const Route = createFileRoute('/terms-of-service')({
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <LegalPage title="Terms of Service" sections={TERMS_SECTIONS} />;
}
