import { ClipboardList, Download, Upload, WandSparkles } from 'lucide-react';
import { LandingSection } from './landing-section';

const STEPS = [
  {
    icon: ClipboardList,
    title: 'Enter job details',
    body: 'Add the job title and company name, then paste the job description from the vacancy.',
  },
  {
    icon: Upload,
    title: 'Upload your resume',
    body: 'Upload your current resume as a PDF, DOC or DOCX file of up to 10 MB.',
  },
  {
    icon: WandSparkles,
    title: 'AI generates',
    body: 'JobPadi matches your experience to the role and writes your cover letter and resume in seconds.',
  },
  {
    icon: Download,
    title: 'Download and apply',
    body: 'Review, edit if you wish, download as PDF or DOCX, and send your application with confidence.',
  },
];

export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      eyebrow="How it works"
      title="From vacancy to application in four steps"
      intro="No writing skills or design tools needed. If you can fill a form, you can send a standout application."
      className="border-y border-slate-200 bg-slate-50 py-20 sm:py-28 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <ol className="mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ icon: Icon, title, body }, index) => (
          <li key={title} className="relative text-center">
            <span className="relative mx-auto flex size-16 items-center justify-center rounded-2xl bg-emerald-600 text-white shadow-lg shadow-emerald-600/25 dark:bg-emerald-500 dark:text-slate-950">
              <Icon className="size-7" aria-hidden="true" />
              <span className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border-2 border-slate-50 bg-slate-900 text-xs font-bold text-white dark:border-slate-900 dark:bg-white dark:text-slate-900">
                {index + 1}
              </span>
            </span>
            <h3 className="mt-6 text-lg font-semibold text-slate-900 dark:text-white">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mx-auto mt-2 max-w-xs text-slate-600 dark:text-slate-400">{body}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
