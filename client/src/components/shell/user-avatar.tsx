import type { UserDto } from '@app/shared/auth/user';
import { displayName, initials } from '@app/shared/users/display';
import { clsx } from 'clsx';
import { useState } from 'react';

/** Profile photo, or initials when there is none or it fails to load. */
export function UserAvatar({ user, className }: { user: UserDto; className?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = user.profileImageUrl;
  const base = clsx(
    'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  if (src && broken !== src)
    return (
      <img
        src={src}
        alt={displayName(user)}
        onError={() => setBroken(src)}
        className={clsx(base, 'object-cover')}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={clsx(
        base,
        'bg-emerald-100 text-sm font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
      )}
    >
      {initials(user)}
    </span>
  );
}
