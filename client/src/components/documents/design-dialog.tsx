import type { UserDto } from '@app/shared/auth/user';
import type { DocumentDto } from '@app/shared/generation/dto';
import { Palette, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { buttonClass } from '../button-styles';
import { TemplatePicker } from './template-picker';

/** The design choice of a listed document, in a dialog so the list does not draw every thumbnail. */
export function DesignDialog({ doc, user }: { doc: DocumentDto; user: UserDto }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        <Palette className="size-4" aria-hidden="true" />
        Design<span className="sr-only"> of {doc.title}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900">
          <Dialog.Title className="pr-8 text-lg font-bold text-slate-900 dark:text-white">
            Choose a design
          </Dialog.Title>
          <Dialog.Description className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
            {doc.title}. Every design is single-column and reads cleanly in applicant tracking systems.
          </Dialog.Description>
          <TemplatePicker doc={doc} user={user} />
          <Dialog.Close
            aria-label="Close"
            className={buttonClass({ variant: 'ghost', size: 'icon', className: 'absolute top-4 right-4' })}
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
