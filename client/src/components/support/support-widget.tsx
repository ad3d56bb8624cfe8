import { MessageCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { askNotificationPermission } from '../../lib/support/alerts';
import { buttonClass } from '../button-styles';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useSupportChat } from './use-support-chat';

const CONTENT =
  'fixed right-4 bottom-4 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md flex-col rounded-2xl border border-slate-200 bg-white shadow-2xl outline-none dark:border-slate-800 dark:bg-slate-900';

/**
 * Spec 01 §2.12: the support button at the bottom right (signed-in pages, only while support is
 * available) and its 'Contact Support' dialog.
 */
export default function SupportWidget({
  userId,
  announceAgents,
}: {
  userId: string;
  announceAgents: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [endInView, setEndInView] = useState(false);
  const { available, conversation, unread, send } = useSupportChat(
    userId,
    open,
    announceAgents,
    open && endInView,
  );
  // Toasts make way for the open chat (toaster.tsx reads this from the page's root element).
  useEffect(() => {
    if (!open) return;
    document.documentElement.dataset.supportChat = 'open';
    return () => {
      delete document.documentElement.dataset.supportChat;
    };
  }, [open]);
  // Signed-in pages keep room below their last controls while the button shows (app-shell.tsx).
  useEffect(() => {
    if (!available) return;
    document.documentElement.dataset.supportButton = 'shown';
    return () => {
      delete document.documentElement.dataset.supportButton;
    };
  }, [available]);
  if (!available) return null;
  const tier = conversation.data?.tier;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          askNotificationPermission();
          void conversation.refetch();
        }
      }}
    >
      <Dialog.Trigger
        aria-label={unread ? 'Contact Support (new message)' : 'Contact Support'}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg transition-colors hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400"
      >
        <MessageCircle className="size-6" aria-hidden="true" />
        {unread ? (
          <span
            data-testid="support-unread-dot"
            className="absolute top-1 right-1 size-3.5 rounded-full border-2 border-white bg-red-600 dark:border-slate-950"
          />
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className={CONTENT} aria-describedby={undefined}>
          <div className="flex items-start gap-3 border-b border-slate-200 p-4 dark:border-slate-800">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
                Contact Support
              </Dialog.Title>
              {tier ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {tier.name} · response {tier.responseTime}
                </p>
              ) : null}
            </div>
            <Dialog.Close
              aria-label="Close"
              className={buttonClass({ variant: 'ghost', size: 'icon', className: 'ml-auto' })}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <MessageList
            className="h-64"
            messages={conversation.data?.messages ?? []}
            mine="user"
            onEndInView={setEndInView}
            empty={conversation.isPending ? 'Loading messages…' : 'Ask us anything. We usually reply here.'}
          />
          <Composer
            label="Your message to support"
            sending={send.isPending}
            onSend={(text, image) =>
              send.mutateAsync({ text, image }).then(
                () => true,
                () => false,
              )
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
