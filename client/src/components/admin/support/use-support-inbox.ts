import type { SupportAdminThreadDto } from '@app/shared/support/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { refetchAfterChange } from '../../../lib/query-client';
import { SupportRequestError, supportApi } from '../../../lib/support/api';
import { mergeMessages } from '../../../lib/support/merge';
import { openSupportSocket } from '../../../lib/support/socket';
import { toast } from '../../../lib/toast';

const INBOX_KEY = ['support', 'admin', 'inbox'] as const;
const threadKey = (userId: string) => ['support', 'admin', 'thread', userId] as const;
/** Reading the inbox over HTTP also keeps the agent "online" (the server's presence lapses at 15 s). */
const LIVE_POLL_MS = 10_000;
const FALLBACK_POLL_MS = 3000;

/** The Support tab's data: the inbox and the open thread, live over /ws with `inbox_open`. */
export function useSupportInbox(selected: string | null) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  const inbox = useQuery({
    queryKey: INBOX_KEY,
    queryFn: supportApi.inbox,
    refetchInterval: live ? LIVE_POLL_MS : FALLBACK_POLL_MS,
  });
  const thread = useQuery({
    queryKey: threadKey(selected ?? ''),
    queryFn: () => supportApi.thread(selected ?? ''),
    enabled: selected !== null,
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });

  useEffect(
    () =>
      openSupportSocket({
        onLive: setLive,
        onReady: (send) => send({ type: 'inbox_open' }),
        onEvent: (event) => {
          // Live again: catch up on whatever arrived while the socket was down.
          if (event.type === 'ready')
            void refetchAfterChange(queryClient, { queryKey: ['support', 'admin'] });
          if (event.type !== 'new_support_message') return;
          queryClient.setQueryData<SupportAdminThreadDto>(threadKey(event.targetUserId), (old) =>
            old ? { ...old, messages: mergeMessages(old.messages, [event.message]) } : old,
          );
          // The open thread is fetched again first (that marks it read), then the inbox's counts.
          // A thread or inbox still loading may have been read before this message: read again.
          void refetchAfterChange(queryClient, { queryKey: threadKey(event.targetUserId) }).then(() =>
            refetchAfterChange(queryClient, { queryKey: INBOX_KEY }),
          );
        },
      }),
    [queryClient],
  );

  const reply = useMutation({
    mutationFn: ({ userId, text, image }: { userId: string; text: string; image: File | null }) =>
      supportApi.reply(userId, text, image),
    onSuccess: (result, { userId }) => {
      queryClient.setQueryData<SupportAdminThreadDto>(threadKey(userId), (old) =>
        old ? { ...old, messages: mergeMessages(old.messages, [result.supportMessage]) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      toast({ title: 'Reply Sent', description: result.message, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Failed to Send Message',
        description: error instanceof SupportRequestError ? error.message : 'Please try again later.',
        variant: 'destructive',
      }),
  });

  return { inbox, thread, reply, live };
}
