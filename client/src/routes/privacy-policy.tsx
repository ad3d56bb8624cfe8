import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../components/legal/legal-page';
import { PRIVACY_SECTIONS } from '../content/privacy-policy';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalPage title="Privacy Policy" sections={PRIVACY_SECTIONS} />;
}
