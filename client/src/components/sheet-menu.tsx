import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { buttonClass } from './button-styles';
import { Logo } from './logo';

type ContentProps = ComponentProps<typeof Dialog.Content>;

/**
 * Small-screen navigation: the 'Open menu' button and the sheet it slides in from the right, which
 * opens with the logo and 'Close menu'; `children` follow. `className` sets the sheet's spacing.
 */
export function SheetMenu({
  open,
  onOpenChange,
  description,
  className,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Says what the menu offers, for screen readers. */
  description: string;
  className: string;
  onCloseAutoFocus?: ContentProps['onCloseAutoFocus'];
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger aria-label="Open menu" className={buttonClass({ variant: 'ghost', size: 'icon' })}>
        <Menu className="size-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* Above toasts (z-100) and the chat button: the menu's own Log out is never covered. */}
        <Dialog.Overlay className="overlay fixed inset-0 z-[110] bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className={clsx(
            'sheet fixed inset-y-0 right-0 z-[110] flex w-full max-w-xs flex-col border-l border-slate-200 bg-white p-5 shadow-2xl dark:border-slate-800 dark:bg-slate-900',
            className,
          )}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="flex items-center justify-between">
            <Logo />
            <Dialog.Close aria-label="Close menu" className={buttonClass({ variant: 'ghost', size: 'icon' })}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
