import { clsx } from 'clsx';
import { FileCheck2, LoaderCircle, Upload, X } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { formatBytes } from '../../lib/format-bytes';
import { RESUME_ACCEPT } from '../../lib/generate-form';
import { buttonClass } from '../button-styles';
import type { ResumeState } from './use-resume-upload';

/**
 * Spec 02 §5 "Resume upload": one PDF, DOC or DOCX file, chosen with the picker or dropped on it.
 * The native input stays in the page (visually hidden) so the keyboard reaches it.
 */
export function ResumePicker({
  state,
  onPick,
  onClear,
  disabled,
}: {
  state: ResumeState;
  onPick: (file: File) => void;
  onClear: () => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onPick(file);
  };

  return (
    <div className="grid gap-1.5">
      <input
        id={id}
        type="file"
        accept={RESUME_ACCEPT}
        disabled={disabled || state.status === 'uploading'}
        aria-label="Upload your resume"
        aria-describedby={`${id}-hint`}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // picking the same file again still counts
          if (file) onPick(file);
        }}
      />
      {state.status === 'ready' ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3 dark:border-emerald-900 dark:bg-emerald-950/40">
          <FileCheck2 className="size-8 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">
              {state.file.filename}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {state.file.kind.toUpperCase()} · {formatBytes(state.file.size)} · uploaded
            </p>
          </div>
          <div className={clsx('flex gap-2', disabled && 'hidden')}>
            <label
              htmlFor={id}
              className={buttonClass({ variant: 'secondary', size: 'sm', className: 'cursor-pointer' })}
            >
              Replace
            </label>
            <button
              type="button"
              onClick={onClear}
              disabled={disabled}
              aria-label={`Remove ${state.file.filename}`}
              className={buttonClass({ variant: 'ghost', size: 'icon' })}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      ) : (
        <label
          htmlFor={id}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={clsx(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-7 text-center transition-colors',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-600',
            dragging
              ? 'border-emerald-500 bg-emerald-50 dark:bg-emerald-950/40'
              : 'border-slate-300 bg-slate-50 hover:border-emerald-500 hover:bg-emerald-50/50 dark:border-slate-700 dark:bg-slate-900/60 dark:hover:bg-emerald-950/30',
          )}
        >
          {state.status === 'uploading' ? (
            <LoaderCircle className="size-7 animate-spin text-emerald-600" aria-hidden="true" />
          ) : (
            <Upload className="size-7 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          )}
          <span className="text-sm font-semibold text-slate-900 dark:text-white">
            {state.status === 'uploading' ? `Uploading ${state.name}…` : 'Upload your resume'}
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            Choose a file or drop it here · PDF, DOC or DOCX, up to 10 MB
          </span>
        </label>
      )}
      <p id={`${id}-hint`} className="text-sm text-slate-500 dark:text-slate-400">
        We recommend DOCX: it is read most reliably.
      </p>
    </div>
  );
}
