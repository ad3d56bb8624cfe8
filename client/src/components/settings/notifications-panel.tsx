import type { UserDto } from '@app/shared/auth/user';
import type { SettingsDto, TSettingsPatch } from '@app/shared/profile/settings';
import { useState } from 'react';
import {
  currentPushPermission,
  PUSH_MESSAGES,
  requestPushPermission,
} from '../../lib/settings/push-permission';
import { toast } from '../../lib/toast';
import { Panel } from '../billing/panel';
import { buttonClass } from '../button-styles';
import { FollowUpSetting } from './follow-up-setting';
import { SettingSwitch } from './setting-switch';
import { TestEmailButton } from './test-email-button';

/** E-mail, push and marketing switches, and the test e-mail (spec 02 §2 /settings). */
export function NotificationsPanel({
  user,
  settings,
  save,
}: {
  user: UserDto;
  settings: SettingsDto;
  save: (patch: TSettingsPatch) => void;
}) {
  const push = usePushSwitch(settings.pushNotifications, save);
  return (
    <Panel id="notifications" title="Notifications">
      <div className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        <SettingSwitch
          label="Email notifications"
          description="Reminders about your plan and replies from support. Security e-mails (sign-in codes, password changes) are always sent."
          checked={settings.emailNotifications}
          onCheckedChange={(on) => save({ emailNotifications: on })}
        />
        <FollowUpSetting
          followUpDays={settings.followUpDays}
          emailNotifications={settings.emailNotifications}
          save={save}
        />
        <SettingSwitch
          label="Push notifications"
          description="A desktop notification from this browser when your documents are ready while you are on another tab."
          checked={push.checked}
          busy={push.asking}
          onCheckedChange={push.change}
        >
          {push.problem ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
              {push.problem}
            </p>
          ) : push.notAllowedHere ? (
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-amber-800 dark:text-amber-300">
              {PUSH_MESSAGES.notAllowedHere}
              <button
                type="button"
                onClick={() => push.change(true)}
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
              >
                Allow in this browser
              </button>
            </p>
          ) : null}
        </SettingSwitch>
        <SettingSwitch
          label="Marketing emails"
          description="News about JobPadi, tips and offers. We never send these unless you switch this on."
          checked={settings.marketingEmails}
          onCheckedChange={(on) => save({ marketingEmails: on })}
        />
        <div className="pt-4">
          <TestEmailButton email={user.email} />
        </div>
      </div>
    </Panel>
  );
}

/**
 * Push needs the browser's permission: switching on asks it first (the switch shows on while it
 * asks); a refusal puts the switch back and says how to allow it, until the next try.
 */
function usePushSwitch(saved: boolean, save: (patch: TSettingsPatch) => void) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const change = async (on: boolean) => {
    setProblem(null);
    if (!on) return save({ pushNotifications: false });
    setAsking(true);
    const permission = await requestPushPermission();
    setAsking(false);
    if (permission === 'granted') {
      if (!saved) save({ pushNotifications: true });
      return;
    }
    const message = permission === 'unsupported' ? PUSH_MESSAGES.unsupported : PUSH_MESSAGES.denied;
    setProblem(message);
    toast({ title: 'Push Notifications Blocked', description: message, variant: 'destructive' });
  };
  return {
    checked: asking || saved,
    asking,
    problem,
    change: (on: boolean) => void change(on),
    notAllowedHere: saved && !asking && currentPushPermission() !== 'granted',
  };
}
