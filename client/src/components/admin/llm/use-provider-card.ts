import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  activeProviderFailed,
  connected,
  connectionError,
  connectionFailed,
  providerActivated,
  providerSaved,
  providerUpdateFailed,
} from '../../../lib/admin/messages';
import {
  type ConnectionFlag,
  draftFor,
  type ProviderDraft,
  type ProviderEntry,
  saveRequest,
  testInput,
} from '../../../lib/admin/providers';
import { isSessionGone, leaveForLogin } from '../../../lib/session-gone';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';

/**
 * One provider card's edit mode and actions (spec 02 §4 "Provider edit mode"): Edit enters, Save
 * or Cancel leaves; Test Connection sets the card's Connected / Failed flag; Set as Active makes it
 * the provider of every next generation. After each change the list and the status are read again.
 */
export function useProviderCard(entry: ProviderEntry, setFlag: (id: string, flag: ConnectionFlag) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProviderDraft>(() => draftFor(entry));
  const name = entry.info.name;

  const refetch = () => {
    void queryClient.invalidateQueries(trpc.admin.providers.list.queryFilter());
    void queryClient.invalidateQueries(trpc.admin.providers.status.queryFilter());
  };
  const onError = (error: unknown, notice: (e: unknown) => Parameters<typeof toast>[0]) => {
    if (isSessionGone(error)) return leaveForLogin();
    toast(notice(error));
  };

  const create = useMutation(trpc.admin.providers.create.mutationOptions());
  const update = useMutation(trpc.admin.providers.update.mutationOptions());
  const save = useMutation({
    mutationFn: async (request: ReturnType<typeof saveRequest>) =>
      request.kind === 'create' ? create.mutateAsync(request.input) : update.mutateAsync(request.input),
    onSuccess: () => {
      setEditing(false);
      refetch();
      toast(providerSaved(name));
    },
    onError: (error) => onError(error, providerUpdateFailed),
  });

  const test = useMutation(
    trpc.admin.providers.testConnection.mutationOptions({
      onSuccess: (result) => {
        setFlag(entry.info.id, result.connected ? 'connected' : 'failed');
        toast(result.connected ? connected(result.message) : connectionFailed(result.message));
        refetch();
      },
      onError: (error) => onError(error, connectionError),
    }),
  );

  const activate = useMutation(
    trpc.admin.providers.activate.mutationOptions({
      onSuccess: () => {
        refetch();
        toast(providerActivated(name));
      },
      onError: (error) => onError(error, activeProviderFailed),
    }),
  );

  return {
    editing,
    draft,
    setDraft,
    startEdit: () => {
      save.reset();
      setDraft(draftFor(entry));
      setEditing(true);
    },
    cancelEdit: () => {
      save.reset();
      setDraft(draftFor(entry));
      setEditing(false);
    },
    save: () => save.mutate(saveRequest(entry, draft)),
    saving: save.isPending,
    saveError: save.error,
    // Outside edit mode the stored settings are tested (the server uses the stored key).
    test: () => test.mutate(testInput(entry, editing ? draft : draftFor(entry))),
    testing: test.isPending,
    activate: () => entry.stored && activate.mutate({ id: entry.stored.id }),
    activating: activate.isPending,
  };
}
