import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { errorMessage, isNetworkError } from '../../lib/api-error';
import { isApplicationId, jobFieldsFrom, UNKNOWN_APPLICATION_NOTE } from '../../lib/generate-application';
import type { GenerateFormValues } from '../../lib/generate-form';
import { useTRPC } from '../../lib/trpc';
import { useSessionGone } from '../documents/use-session-gone';

export type ApplicationMode = 'new' | 'existing';

/**
 * "New application" or "Add to an existing application" (issue 30) for the generate form: the
 * person's applications for the select, and picking one fills the job fields from it (the form's
 * `applicationId` is what is sent).
 */
export function useApplicationChoice(form: UseFormReturn<GenerateFormValues>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.applications.list.queryOptions({}));
  useSessionGone(list.error);
  // Chose "existing" but has not picked one yet (the form's applicationId is still '').
  const [picking, setPicking] = useState(false);
  const [filling, setFilling] = useState(false);
  /** A quiet note (an unknown application in a link) or a failure to read the chosen one. */
  const [note, setNote] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const latest = useRef(0);

  const pick = useCallback(
    async (id: string, fromLink = false) => {
      const attempt = ++latest.current;
      setNote(null);
      if (!isApplicationId(id)) {
        form.setValue('applicationId', '');
        setPicking(false);
        if (fromLink) setNote({ tone: 'info', text: UNKNOWN_APPLICATION_NOTE });
        return;
      }
      form.setValue('applicationId', id);
      form.clearErrors('applicationId');
      setPicking(true);
      setFilling(true);
      try {
        const application = await queryClient.fetchQuery(trpc.applications.get.queryOptions({ id }));
        if (attempt !== latest.current) return;
        for (const [name, value] of Object.entries(jobFieldsFrom(application))) {
          form.setValue(name as keyof GenerateFormValues, value, { shouldDirty: true });
          form.clearErrors(name as keyof GenerateFormValues);
        }
      } catch (error) {
        if (attempt !== latest.current) return;
        form.setValue('applicationId', '');
        if (!isNetworkError(error) && fromLink) {
          setPicking(false);
          setNote({ tone: 'info', text: UNKNOWN_APPLICATION_NOTE });
        } else {
          setNote({
            tone: 'error',
            text: errorMessage(error, 'That application could not be loaded. Please choose it again.'),
          });
        }
      } finally {
        if (attempt === latest.current) setFilling(false);
      }
    },
    [form, queryClient, trpc],
  );

  const setMode = useCallback(
    (mode: ApplicationMode) => {
      latest.current += 1;
      setFilling(false);
      setNote(null);
      setPicking(mode === 'existing');
      // The job fields stay as they are: the person may have typed them, or want them as a start.
      if (mode === 'new') form.setValue('applicationId', '');
    },
    [form],
  );

  /** Back to a new application, as on a fresh form (Generate New Documents). */
  const clear = useCallback(() => {
    latest.current += 1;
    setPicking(false);
    setFilling(false);
    setNote(null);
  }, []);

  return { list, picking, filling, note, pick, setMode, clear };
}

export type ApplicationChoiceState = ReturnType<typeof useApplicationChoice>;
