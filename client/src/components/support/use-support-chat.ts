import type { SupportConversationDto, SupportMessageDto } from '@app/shared/support/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { refetchAfterChange } from '../../lib/query-client';
import { notifyDesktop, playBeep } from '../../lib/support/alerts';
import { SupportRequestError, supportApi } from '../../lib/support/api';
import { mergeMessages } from '../../lib/support/merge';
import { hasUnseenAnswer, seenMark } from '../../lib/support/read-marks';
import { pollInterval, STATUS_POLL_MS } from '../../lib/support/reconnect';
import { openSupportSocket } from '../../lib/support/socket';
import { toast } from '../../lib/toast';

export const SUPPORT_STATUS_KEY = ['support', 'status'] as const;
export const SUPPORT_MESSAGES_KEY = ['support', 'messages'] as const;

/**
 * The widget's state (spec 01 §4 Support chat): the conversation, live over /ws (polled every 3 s
 * while the socket is down), the unread dot with its sound and desktop notification, and the
 * 'Support Agent Online' toast when an agent comes online. `seeing` says the person has the chat
 * open with its newest message in view: only then are the answers marked read (a poll never does).
 */
export function useSupportChat(userId: string, open: boolean, announceAgents: boolean, seeing: boolean) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const agentOnline = useRef<boolean | null>(null);
  const known = useRef<Set<string> | null>(null);
  const openRef = useRef(open);
  openRef.current = open;

  const status = useQuery({
    queryKey: SUPPORT_STATUS_KEY,
    queryFn: supportApi.status,
    refetchInterval: STATUS_POLL_MS,
  });
  const available = status.data?.available === true;
  const conversation = useQuery({
    queryKey: SUPPORT_MESSAGES_KEY,
    queryFn: supportApi.messages,
    enabled: available,
    refetchInterval: pollInterval(live),
  });

  const addMessage = (message: SupportMessageDto) =>
    queryClient.setQueryData<SupportConversationDto>(SUPPORT_MESSAGES_KEY, (old) =>
      old ? { ...old, messages: mergeMessages(old.messages, [message]) } : old,
    );

  const agentChanged = (online: boolean) => {
    // An administrator's own inbox turns agents online: no point telling them.
    if (online && agentOnline.current === false && announceAgents)
      toast({ title: 'Support Agent Online', description: 'A support agent is now available to help you' });
    agentOnline.current = online;
  };
  if (agentOnline.current === null && status.data) agentOnline.current = status.data.agentOnline;

  // The socket lives while the person is signed in and support is available.
  // biome-ignore lint/correctness/useExhaustiveDependencies: handlers read refs; reconnecting on each render would be wrong
  useEffect(() => {
    if (!available) return;
    return openSupportSocket({
      onLive: setLive,
      onEvent: (event) => {
        // Live again: anything sent between the last poll and now is fetched once.
        if (event.type === 'ready') void refetchAfterChange(queryClient, { queryKey: SUPPORT_MESSAGES_KEY });
        if (event.type === 'support_status_update') agentChanged(event.status.agentOnline);
        if (event.type === 'new_support_message' && event.targetUserId === userId) addMessage(event.message);
      },
    });
  }, [available, userId, announceAgents]);

  // A support answer arriving while the chat is closed: the beep and the notification.
  const messages = conversation.data?.messages;
  useEffect(() => {
    if (!messages) return;
    const fresh = known.current ? messages.filter((m) => !known.current?.has(m.id)) : [];
    known.current = new Set(messages.map((m) => m.id));
    const answer = fresh.findLast((m) => m.messageType === 'support');
    if (!answer || openRef.current) return;
    playBeep();
    notifyDesktop(answer.content);
  }, [messages]);

  // The dot: answers after the server's read mark, so it also survives a reload or another tab.
  const readAt = conversation.data?.readAt ?? null;
  const unread = !open && hasUnseenAnswer(messages ?? [], readAt);

  // Seen: the chat open, the tab in front and the newest message in view. The mark is set here at
  // once (no dot flashes back), then to the server's answer.
  const visible = usePageVisible();
  const marking = useRef<string | null>(null);
  const mark = seeing && visible && messages ? seenMark(messages, readAt) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per newest message seen
  useEffect(() => {
    if (!mark || marking.current === mark) return;
    marking.current = mark;
    const seenAt = messages?.find((m) => m.id === mark)?.createdAt ?? null;
    setReadAt(seenAt);
    supportApi.markSeen(mark).then(
      (result) => setReadAt(result.readAt),
      // Not marked: the dot comes back and the next look tries again.
      () => {
        marking.current = null;
        setReadAt(readAt);
      },
    );
  }, [mark]);
  const setReadAt = (value: string | null) =>
    queryClient.setQueryData<SupportConversationDto>(SUPPORT_MESSAGES_KEY, (old) =>
      old ? { ...old, readAt: value } : old,
    );

  const send = useMutation({
    mutationFn: ({ text, image }: { text: string; image: File | null }) => supportApi.send(text, image),
    onSuccess: (result) => {
      addMessage(result.supportMessage);
      toast({ title: 'Message Sent!', description: result.message, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Failed to Send Message',
        description: error instanceof SupportRequestError ? error.message : 'Please try again later.',
        variant: 'destructive',
      }),
  });

  return { available, conversation, unread, send, live };
}

const onVisibility = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};

/** True while the tab is in front (a hidden tab's open chat is not being read). */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    onVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}
