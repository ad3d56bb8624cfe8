import { Cpu, FileDown, FileText, MessagesSquare, ScanSearch, Zap } from 'lucide-react';
import { LandingSection } from './landing-section';

const FEATURES = [
  {
    icon: FileText,
    title: 'Tailored cover letters',
    body: 'Every letter is written for the exact role and company, drawing on the job description and your real experience. No copy-and-paste templates.',
  },
  {
    icon: ScanSearch,
    title: 'ATS-friendly resumes',
    body: 'Clear structure and the right keywords, so the applicant tracking systems used by banks, telcos and multinationals read your resume correctly.',
  },
  {
    icon: Cpu,
    title: 'Several AI providers',
    body: 'JobPadi works with several leading AI models, so you get strong writing even when one provider is busy.',
  },
  {
    icon: Zap,
    title: 'Ready in 10–20 seconds',
    body: 'A complete, polished document arrives in about 10 to 20 seconds, so you can apply while the vacancy is still fresh.',
  },
  {
    icon: FileDown,
    title: 'PDF & DOCX downloads',
    body: 'Review and edit your document, then download it as a PDF or Word file, ready to attach to any application.',
  },
  {
    icon: MessagesSquare,
    title: 'Support on chat',
    body: 'Questions or stuck on an application? Chat with our support team from inside the app. Paid plans get faster answers.',
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      eyebrow="Features"
      title="Everything you need to stand out"
      intro="Recruiters spend seconds on each application. JobPadi makes sure yours says the right things, in the right format, for the right role."
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, body }) => (
          <li
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-400">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{body}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
