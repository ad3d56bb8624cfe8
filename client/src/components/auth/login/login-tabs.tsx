import { Tabs } from 'radix-ui';
import { LOGIN_TABS, type LoginTab, parseLoginTab } from '../../../lib/login-params';
import { MagicLinkForm } from './magic-link-form';
import { OtpLoginForm } from './otp-login-form';
import { PasswordLoginForm, type PasswordLoginProps } from './password-login-form';

const TAB_LABELS: Record<LoginTab, string> = { password: 'Password', otp: 'OTP', 'magic-link': 'Magic Link' };

/** The three sign-in methods of spec 01 §2.5 as tabs (arrow keys move between them). */
export function LoginTabs({
  tab,
  onTabChange,
  ...passwordProps
}: PasswordLoginProps & { tab: LoginTab; onTabChange: (tab: LoginTab) => void }) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(parseLoginTab(value))}>
      <Tabs.List
        aria-label="Sign-in method"
        className="mb-5 grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {LOGIN_TABS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white"
          >
            {TAB_LABELS[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* Each panel is a tab stop (Radix): it shows the shared focus outline like every control. */}
      <Tabs.Content value="password" className="rounded-lg">
        <PasswordLoginForm {...passwordProps} />
      </Tabs.Content>
      <Tabs.Content value="otp" className="rounded-lg">
        <OtpLoginForm disabled={passwordProps.disabled} onSignedIn={passwordProps.onSignedIn} />
      </Tabs.Content>
      <Tabs.Content value="magic-link" className="rounded-lg">
        <MagicLinkForm />
      </Tabs.Content>
    </Tabs.Root>
  );
}
