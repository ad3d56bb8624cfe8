import type { ProfileDto } from '@app/shared/profile/dto';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../../lib/auth';
import { useTRPC } from '../../lib/trpc';

/** GET /api/profile: the user and the address waiting for confirmation. */
export function useProfileQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.profile.get.queryOptions());
}

/**
 * After a change to the profile: the page's copy takes the server's answer, and the signed-in
 * user is asked for again so the navigation (name, photo) changes at once (spec 02 §7).
 */
export function useProfileChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useCallback(
    (profile: Partial<ProfileDto> & Pick<ProfileDto, 'user'>) => {
      const key = trpc.profile.get.queryKey();
      const current = queryClient.getQueryData<ProfileDto>(key);
      queryClient.setQueryData<ProfileDto>(key, {
        user: profile.user,
        pendingEmail:
          profile.pendingEmail !== undefined ? profile.pendingEmail : (current?.pendingEmail ?? null),
      });
      void refresh();
    },
    [trpc, queryClient, refresh],
  );
}
