import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from './auth';
import { afterChange, type Change } from './changes';

/** `afterChange` for a component: its query client and the signed-in user's refresh. */
export function useAfterChange(): (change: Change) => Promise<void> {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useCallback((change: Change) => afterChange(queryClient, change, refresh), [queryClient, refresh]);
}
