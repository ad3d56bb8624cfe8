import type { ApplicationDto } from '@app/shared/applications/dto';
import { APPLICATION_LIMITS } from '@app/shared/applications/statuses';
import { useMutation } from '@tanstack/react-query';
import { Check, LoaderCircle, NotebookPen, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import {
  dropNotesDraft,
  keepNotesDraft,
  notesCounter,
  readNotesDraft,
} from '../../lib/applications/application-notes-draft';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { safeLocalStorage } from '../../lib/theme';
import { useTRPC } from '../../lib/trpc';
import { useAfterChange } from '../../lib/use-after-change';
import { buttonClass } from '../button-styles';
import { labelClass } from '../form/field-styles';
import { ApplicationCard } from './application-card';

const SAVE_AFTER_MS = 800;
const MAX = APPLICATION_LIMITS.notes;
type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/**
 * Notes save themselves: 800 ms after typing stops, and when the box loses focus. Until the server
 * has them they are kept on the device, so a reload or a lost connection loses nothing.
 */
function useNotesAutosave(app: Pick<ApplicationDto, 'id' | 'notes'>) {
  const trpc = useTRPC();
  const changed = useAfterChange();
  const { mutateAsync } = useMutation(trpc.applications.update.mutationOptions());
  const [restored] = useState(() => readNotesDraft(safeLocalStorage(), app.id, app.notes));
  const [value, setValue] = useState(restored ?? app.notes);
  const [state, setState] = useState<SaveState>(restored === null ? 'idle' : 'pending');
  const [error, setError] = useState<string | null>(null);
  // Says "restored" until that draft has reached the server.
  const [fromDraft, setFromDraft] = useState(restored !== null);
  const saved = useRef(app.notes);
  const latest = useRef(value);
  const inFlight = useRef(false);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const text = latest.current;
    if (text === saved.current) {
      setState((s) => (s === 'pending' ? 'saved' : s));
      return;
    }
    if (text.length > MAX) return;
    inFlight.current = true;
    setState('saving');
    setError(null);
    try {
      await mutateAsync({ id: app.id, notes: text });
      saved.current = text;
      setFromDraft(false);
      if (latest.current === text) {
        dropNotesDraft(safeLocalStorage(), app.id);
        setState('saved');
      }
      void changed('application-changed');
    } catch (caught) {
      if (isSessionGone(caught)) leaveForLogin();
      setState('error');
      setError(errorMessage(caught, 'Your notes could not be saved. They are kept on this device.'));
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        void flush();
      }
    }
  }, [app.id, mutateAsync, changed]);

  const change = (text: string) => {
    latest.current = text;
    setValue(text);
    keepNotesDraft(safeLocalStorage(), app.id, text, saved.current);
    setState('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), SAVE_AFTER_MS);
  };

  // A draft brought back from the device is saved as soon as the page is open.
  useEffect(() => {
    if (restored !== null) timer.current = setTimeout(() => void flush(), SAVE_AFTER_MS);
    return () => {
      // Leaving with a pause not yet over: send what was typed (the draft stays until it lands).
      if (latest.current !== saved.current && !inFlight.current) void flush();
      clearTimeout(timer.current);
    };
  }, [restored, flush]);

  return { value, change, flush, state, error, restored: fromDraft };
}

export function ApplicationNotes({ app }: { app: ApplicationDto }) {
  const id = useId();
  const { value, change, flush, state, error, restored } = useNotesAutosave(app);
  const near = value.length > MAX * 0.9;
  return (
    <ApplicationCard
      title="Notes"
      icon={NotebookPen}
      description="Whom you spoke to, what they said, what to do next. Saved as you type."
    >
      <div className="grid gap-1.5">
        <label htmlFor={id} className={labelClass}>
          Your notes
        </label>
        <textarea
          id={id}
          value={value}
          maxLength={MAX}
          rows={6}
          onChange={(event) => change(event.target.value)}
          onBlur={() => void flush()}
          aria-describedby={`${id}-count ${id}-state`}
          className="min-h-32 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-emerald-600 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:border-emerald-400"
          placeholder="e.g. Spoke to Amaka in HR on Monday; second interview expected next week."
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
          <span id={`${id}-state`} role="status" className="text-slate-600 dark:text-slate-400">
            {state === 'saving' ? (
              <span className="inline-flex items-center gap-1">
                <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
                Saving…
              </span>
            ) : state === 'saved' ? (
              <span className="inline-flex items-center gap-1 text-emerald-800 dark:text-emerald-300">
                <Check className="size-3.5" aria-hidden="true" />
                Saved
              </span>
            ) : state === 'pending' ? (
              restored ? (
                'Unsaved notes from your last visit were restored.'
              ) : (
                'Unsaved changes'
              )
            ) : null}
          </span>
          <span
            id={`${id}-count`}
            className={
              near ? 'font-medium text-amber-800 dark:text-amber-300' : 'text-slate-600 dark:text-slate-400'
            }
          >
            <span className="sr-only">Characters used: </span>
            {notesCounter(value.length, MAX)}
          </span>
        </div>
      </div>
      {state === 'error' && error ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:flex-row sm:items-center dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p className="flex-1">
            <span className="font-semibold">Not saved. </span>
            {error}
          </p>
          <button
            type="button"
            onClick={() => void flush()}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            Try again
          </button>
        </div>
      ) : null}
    </ApplicationCard>
  );
}
