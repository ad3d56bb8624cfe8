import { useSessionGone } from '../documents/use-session-gone';
import { RetryAlert } from '../settings/retry-alert';
import { AccountInfoCard } from './account-info-card';
import { CvDetailsPanel } from './cv-details-panel';
import { PendingEmailNotice } from './pending-email-notice';
import { ProfileDetails } from './profile-details';
import { ProfileSkeleton } from './profile-skeleton';
import { useProfileQuery } from './use-profile';

/** Spec 02 §2 /profile: 'Edit Profile', the photo and fields, and the Account Information card. */
export function ProfilePage() {
  const profile = useProfileQuery();
  useSessionGone(profile.error);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Edit Profile
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Your name, e-mail address, photo and the details Nigerian CVs carry.
        </p>
      </div>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <RetryAlert
          error={profile.error}
          fallback="Your profile could not be loaded."
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <>
          {profile.data.pendingEmail ? (
            <PendingEmailNotice
              currentEmail={profile.data.user.email}
              pendingEmail={profile.data.pendingEmail}
            />
          ) : null}
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="grid gap-6 lg:col-span-2">
              <ProfileDetails user={profile.data.user} />
              <CvDetailsPanel user={profile.data.user} />
            </div>
            <AccountInfoCard user={profile.data.user} />
          </div>
        </>
      )}
    </div>
  );
}
