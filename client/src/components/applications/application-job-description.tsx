import type { ApplicationDto } from '@app/shared/applications/dto';
import { ChevronRight, ScrollText } from 'lucide-react';
import { useAuth } from '../../lib/auth';
import { jobCheckProfileFrom, useJobCheck } from '../../lib/job-check-run';
import { JobCheckPanel } from '../generate/job-check-panel';
import { ApplicationCard } from './application-card';

/**
 * The job description the documents were written for, folded away until wanted, under the job
 * check of the advert (issue 31 §1: scam signs and what it asks, against the person's CV details).
 */
export function ApplicationJobDescription({
  app,
}: {
  app: Pick<ApplicationDto, 'jobTitle' | 'companyName' | 'jobDescription'>;
}) {
  const { user } = useAuth();
  const check = useJobCheck(
    { jobTitle: app.jobTitle, companyName: app.companyName, jobDescription: app.jobDescription },
    jobCheckProfileFrom(user?.cvDetails),
  );
  const text = app.jobDescription;
  return (
    <ApplicationCard title="Job description" icon={ScrollText}>
      <JobCheckPanel check={check} />
      <details className="group">
        <summary className="flex w-fit cursor-pointer list-none items-center gap-1.5 rounded-lg text-sm font-medium text-emerald-800 hover:underline dark:text-emerald-300 [&::-webkit-details-marker]:hidden">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
          Show the full job description
        </summary>
        <section
          aria-label="Job description text"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="mt-3 max-h-[32rem] overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:bg-slate-950/60 dark:text-slate-200"
        >
          {text}
        </section>
      </details>
    </ApplicationCard>
  );
}
