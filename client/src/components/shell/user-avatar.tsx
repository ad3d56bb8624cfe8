import type { UserDto } from '@app/shared/auth/user';
import { initials } from '@app/shared/users/display';
import { clsx } from 'clsx';
import { useState } from 'react';

// One class per size: a size passed as an extra class would compete with the default one.
const SIZES = {
  sm: 'size-9 text-sm',
  md: 'size-11 text-base',
  lg: 'size-24 text-2xl',
} as const;

/**
 * Profile photo, or initials when there is none or it fails to load. Decorative either way: the
 * name is always written beside it (menu, sheet, profile), so the photo is not announced twice.
 */
export function UserAvatar({
  user,
  size = 'sm',
  className,
}: {
  user: UserDto;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = user.profileImageUrl;
  const base = clsx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    SIZES[size],
    className,
  );
  if (src && broken !== src)
    return <img src={src} alt="" onError={() => setBroken(src)} className={clsx(base, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        base,
        'bg-emerald-100 font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
      )}
    >
      {initials(user)}
    </span>
  );
}
