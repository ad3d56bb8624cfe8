import type { SettingsDto, TSettingsPatch } from '@app/shared/profile/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-error';
import { setDisplayTimeZone } from '../../lib/format-date';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { applyPatch, rollBack, SETTINGS_FAILURE, undoPatch } from '../../lib/settings/settings-state';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { setTheme } from '../../lib/use-theme';

/** GET /api/settings: shared by the signed-in shell (theme, timezone) and the settings page. */
export function useSettingsQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.settings.get.queryOptions());
}

/** What a setting changes outside the settings themselves, applied the moment it is chosen. */
export function applyToDevice(patch: TSettingsPatch): void {
  if (patch.darkMode !== undefined) setTheme(patch.darkMode ? 'dark' : 'light');
  if (patch.timezone !== undefined) setDisplayTimeZone(patch.timezone);
}

/**
 * Spec 02 §2 /settings: every change is saved at once. The screen (and the theme, and the dates)
 * change before the server answers; a failed save puts back what it changed and says so
 * ('Update Failed'). Only the changed setting is sent, so two switches flipped quickly, or on two
 * devices, never overwrite each other.
 */
export function useUpdateSettings({
  confirm,
}: {
  /** The words of the 'Settings Updated' toast; without it a save says nothing (the header's theme button). */
  confirm?: (patch: TSettingsPatch) => string;
} = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queryKey = trpc.settings.get.queryKey();
  const mutationKey = trpc.settings.update.mutationKey();
  return useMutation(
    trpc.settings.update.mutationOptions({
      onMutate: async (patch) => {
        await queryClient.cancelQueries({ queryKey });
        const previous = queryClient.getQueryData<SettingsDto>(queryKey);
        if (previous) queryClient.setQueryData(queryKey, applyPatch(previous, patch));
        applyToDevice(patch);
        return { previous };
      },
      onError: (error, patch, context) => {
        const previous = context?.previous;
        if (previous) {
          const current = queryClient.getQueryData<SettingsDto>(queryKey) ?? previous;
          queryClient.setQueryData(queryKey, rollBack(current, previous, patch));
          applyToDevice(undoPatch(previous, patch));
        } else if (patch.darkMode !== undefined) {
          applyToDevice({ darkMode: !patch.darkMode });
        }
        if (isSessionGone(error)) return leaveForLogin();
        toast({
          title: 'Update Failed',
          description: errorMessage(error, SETTINGS_FAILURE.update),
          variant: 'destructive',
        });
      },
      onSettled: () => {
        // A save started before the settings had loaded cancelled that load; fetch them again.
        if (!queryClient.getQueryData(queryKey)) void queryClient.invalidateQueries({ queryKey });
      },
      onSuccess: (saved, patch) => {
        // While another change is on its way, its optimistic value must not be overwritten.
        if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, saved);
        if (confirm) toast({ title: 'Settings Updated', description: confirm(patch), variant: 'success' });
      },
    }),
  );
}
