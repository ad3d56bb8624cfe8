import { clsx } from 'clsx';
import { CircleCheck, Info, TriangleExclamationPoint, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { toastStore } from '../lib/toast';
import { TOAST_DURATION_MS, type ToastItem, type ToastVariant } from '../lib/toast-store';

const VARIANT_STYLES: Record<ToastVariant, string> = {
  default:
    'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  destructive: 'border-red-700 bg-red-600 text-white dark:border-red-800 dark:bg-red-700',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50',
};

/**
 * Where toasts sit, so they never cover what the person needs: on phones at the top, under the
 * header (at the bottom they covered the chat button, the chat's composer and the menu's Log out);
 * on wider screens bottom right, above the chat button, and at the top right, under the header,
 * while the chat is open (support-widget.tsx marks the page's root). The mobile menu is drawn above
 * toasts (sheet-menu.tsx).
 */
const VIEWPORT = clsx(
  'fixed top-16 right-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none',
  'sm:top-auto sm:bottom-[4.5rem] sm:p-6',
  'sm:[html[data-support-chat=open]_&]:top-16 sm:[html[data-support-chat=open]_&]:bottom-auto',
);

const VARIANT_ICONS = { default: Info, destructive: TriangleExclamationPoint, success: CircleCheck } as const;

/** Renders the toast queue; mount once near the root. F8 moves focus to the toasts. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <Toast.Viewport hotkey={['F8']} className={VIEWPORT} />
    </Toast.Provider>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const Icon = VARIANT_ICONS[item.variant];
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) toastStore.dismiss(item.id);
      }}
      // Errors interrupt the screen reader; other news waits its turn.
      type={item.variant === 'destructive' ? 'foreground' : 'background'}
      className={clsx(
        'toast relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
        VARIANT_STYLES[item.variant],
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
        {item.description ? (
          // Full-strength text: at 90% opacity white on the error red fell below 4.5:1.
          <Toast.Description className="text-sm">{item.description}</Toast.Description>
        ) : null}
        {item.action ? (
          <Toast.Action
            altText={item.action.altText ?? item.action.label}
            onClick={item.action.onClick}
            className="mt-2 inline-flex h-8 w-fit items-center rounded-md border border-current/30 px-3 text-sm font-medium hover:bg-black/5 dark:hover:bg-white/10"
          >
            {item.action.label}
          </Toast.Action>
        ) : null}
      </div>
      <Toast.Close
        aria-label="Close notification"
        className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
      >
        <X className="size-4" aria-hidden="true" />
      </Toast.Close>
    </Toast.Root>
  );
}
