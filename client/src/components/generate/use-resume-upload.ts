import { useCallback, useEffect, useRef, useState } from 'react';
import { readStoredToken } from '../../lib/auth-storage';
import { checkResumeFile } from '../../lib/generate-form';
import { UPLOAD_FAILED, UploadError, type UploadedResume, uploadResume } from '../../lib/resume-upload';
import { safeLocalStorage } from '../../lib/theme';
import { toast } from '../../lib/toast';

export type ResumeState =
  | { status: 'empty' }
  | { status: 'uploading'; name: string }
  | { status: 'ready'; file: UploadedResume };

/**
 * The resume picked on the generate form: checked by name and size here, uploaded at once, and
 * checked by its bytes on the server. A newer pick (or a clear) cancels an upload under way.
 */
export function useResumeUpload() {
  const [state, setState] = useState<ResumeState>({ status: 'empty' });
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const pick = useCallback(async (file: File) => {
    const refused = checkResumeFile(file);
    if (refused) {
      toast({ ...refused, variant: 'destructive' });
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setState({ status: 'uploading', name: file.name });
    try {
      const uploaded = await uploadResume(file, {
        token: readStoredToken(safeLocalStorage()),
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      setState({ status: 'ready', file: uploaded });
      toast({
        title: 'File Uploaded',
        description: `${uploaded.filename} is ready to use.`,
        variant: 'success',
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'empty' });
      const refusal =
        error instanceof UploadError ? error.toast : { title: UPLOAD_FAILED, description: String(error) };
      toast({ ...refusal, variant: 'destructive' });
    } finally {
      if (pending.current === controller) pending.current = null;
    }
  }, []);

  const clear = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
    setState({ status: 'empty' });
  }, []);

  return { state, pick, clear, file: state.status === 'ready' ? state.file : null };
}
