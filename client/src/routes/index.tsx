import { createFileRoute } from '@tanstack/react-router';
import { AcademyBanner } from '../components/landing/academy-banner';
import { DemoSection } from '../components/landing/demo-section';
import { FaqSection } from '../components/landing/faq-section';
import { FeaturesSection } from '../components/landing/features-section';
import { HeroSection } from '../components/landing/hero-section';
import { HowItWorksSection } from '../components/landing/how-it-works-section';
import { PricingSection } from '../components/landing/pricing-section';
import { SiteFooter } from '../components/landing/site-footer';
import { StatsRow } from '../components/landing/stats-row';
import { TestimonialsSection } from '../components/landing/testimonials-section';
import { TopBar } from '../components/landing/top-bar';
import { SkipLink } from '../components/skip-link';
import { SITE_TITLE, useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/')({
  component: LandingPage,
});

function LandingPage() {
  useDocumentTitle(SITE_TITLE);
  return (
    <>
      <SkipLink />
      <TopBar />
      <main id="main" tabIndex={-1} className="outline-none">
        <HeroSection />
        <StatsRow />
        <FeaturesSection />
        <HowItWorksSection />
        <DemoSection />
        <PricingSection />
        <TestimonialsSection />
        <FaqSection />
        <AcademyBanner />
      </main>
      <SiteFooter />
    </>
  );
}
