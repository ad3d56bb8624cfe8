import type { Notice } from '../../lib/login-params';
import { FormAlert } from './form-alert';

/** A notice (good or bad news) as an alert; nothing while there is none. */
export function NoticeAlert({ notice, className }: { notice: Notice | null; className?: string }) {
  return notice ? (
    <FormAlert tone={notice.tone} className={className}>
      {notice.text}
    </FormAlert>
  ) : null;
}
