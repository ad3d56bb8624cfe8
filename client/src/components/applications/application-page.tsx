import type { ApplicationDto } from '@app/shared/applications/dto';
import { canMarkApplied } from '../../lib/applications/application-view';
import { ApplicationDelete } from './application-delete';
import { ApplicationDocuments } from './application-documents';
import { ApplicationFollowUps } from './application-follow-ups';
import { ApplicationHeader } from './application-header';
import { ApplicationInterviewPrep } from './application-interview-prep';
import { ApplicationJobDescription } from './application-job-description';
import { ApplicationMarkApplied } from './application-mark-applied';
import { ApplicationNotes } from './application-notes';
import { ApplicationScoreHistory } from './application-score-history';
import { ApplicationSent } from './application-sent';
import { ApplicationTimeline } from './application-timeline';

/**
 * One application (issue 30): what was sent, what to do next, and what happened, as cards in two
 * columns on wide screens (the work on the left, the record on the right) and one on phones.
 */
export function ApplicationView({ app }: { app: ApplicationDto }) {
  return (
    <div className="grid gap-6">
      <ApplicationHeader app={app} />
      {canMarkApplied(app) ? <ApplicationMarkApplied app={app} /> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="grid min-w-0 gap-6">
          <ApplicationDocuments app={app} />
          <ApplicationSent app={app} />
          <ApplicationFollowUps app={app} />
          <ApplicationInterviewPrep app={app} />
          <ApplicationJobDescription app={app} />
        </div>
        <div className="grid min-w-0 gap-6">
          <ApplicationNotes key={app.id} app={app} />
          <ApplicationTimeline app={app} />
          <ApplicationScoreHistory points={app.scoreHistory} />
          <div className="flex justify-end">
            <ApplicationDelete id={app.id} jobTitle={app.jobTitle} />
          </div>
        </div>
      </div>
    </div>
  );
}
