import { exportFilename } from '@app/shared/profile/export';
import { ACCOUNT_MESSAGES } from '@app/shared/profile/messages';
import { Download, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DOWNLOAD_FALLBACK, DownloadError, fetchDownload, saveBlob } from '../../lib/download';
import { displayTimeZone } from '../../lib/format-date';
import { leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { buttonClass } from '../button-styles';
import { FormAlert } from '../form/form-alert';

export const EXPORT_URL = '/api/user/export';

/** GET /api/user/export: one JSON file named with the date; spec 02 §8 'Export Failed'. */
export function ExportDataButton() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const exportData = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setPending(true);
    setFailure(null);
    try {
      const { blob, filename } = await fetchDownload({
        url: EXPORT_URL,
        fallbackName: exportFilename(new Date(), displayTimeZone()),
        signal: abort.signal,
      });
      saveBlob(blob, filename);
      toast({
        title: 'Export Ready',
        description: `Your data was saved as ${filename}.`,
        variant: 'success',
      });
    } catch (error) {
      if (abort.signal.aborted) return;
      if (error instanceof DownloadError && error.signedOut) return leaveForLogin();
      // The server's own sentence when it gave one (too many exports), else the spec's words.
      const said = error instanceof Error ? error.message : '';
      const message = said && said !== DOWNLOAD_FALLBACK ? said : ACCOUNT_MESSAGES.exportFailed;
      setFailure(message);
      toast({ title: 'Export Failed', description: message, variant: 'destructive' });
    } finally {
      if (!abort.signal.aborted) setPending(false);
      controller.current = null;
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">Export my data</p>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            One JSON file with your profile, settings, documents, generation requests, payments, support
            messages and sign-in history.
          </p>
        </div>
        <button
          type="button"
          onClick={() => void exportData()}
          disabled={pending}
          aria-busy={pending || undefined}
          className={buttonClass({ variant: 'secondary', className: 'shrink-0 self-start sm:self-auto' })}
        >
          {pending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="size-4" aria-hidden="true" />
          )}
          {pending ? 'Preparing…' : 'Export my data'}
        </button>
      </div>
      {failure ? (
        <FormAlert tone="error">
          <strong className="font-semibold">Export Failed:</strong> {failure}
        </FormAlert>
      ) : null}
    </div>
  );
}
