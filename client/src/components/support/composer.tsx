import { SUPPORT_IMAGE_ACCEPT } from '@app/shared/support/image-kind';
import { SUPPORT_MAX_CHARS } from '@app/shared/support/messages';
import { clsx } from 'clsx';
import { ImagePlus, LoaderCircle, Send, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  APPROACHING_LIMIT,
  charCounter,
  draftProblem,
  imageProblem,
  sendsOnKey,
  splitMessage,
} from '../../lib/support/compose';
import { toast } from '../../lib/toast';
import { buttonClass } from '../button-styles';

/**
 * The text area (3 rows), the image attach control with a preview, and Send. Enter sends and
 * Shift+Enter adds a newline; 2000 characters at most, with a warning above 1800. `onSend`
 * resolves true when the message went, which clears the draft.
 */
export function Composer({
  label,
  onSend,
  sending,
}: {
  label: string;
  onSend: (text: string, image: File | null) => Promise<boolean>;
  sending: boolean;
}) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const counter = charCounter(text);

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const refuse = (message: string) => toast({ ...splitMessage(message), variant: 'destructive' });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const problem = draftProblem(text, image !== null);
    if (problem) return refuse(problem);
    if (await onSend(text.trim(), image)) {
      setText('');
      setImage(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }))
      return;
    event.preventDefault();
    void submit();
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      if (fileInput.current) fileInput.current.value = '';
      return refuse(problem);
    }
    setImage(file);
  };

  return (
    <form onSubmit={submit} className="grid gap-2 border-t border-slate-200 p-3 dark:border-slate-800">
      {preview && image ? (
        <div className="relative w-fit">
          <img
            src={preview}
            alt={`Preview of ${image.name}`}
            className="max-h-24 rounded-lg border border-slate-200 dark:border-slate-700"
          />
          <button
            type="button"
            aria-label="Remove image"
            onClick={() => {
              setImage(null);
              if (fileInput.current) fileInput.current.value = '';
            }}
            className="absolute -top-2 -right-2 rounded-full bg-slate-900 p-1 text-white dark:bg-slate-100 dark:text-slate-900"
          >
            <X className="size-3" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <textarea
        aria-label={label}
        aria-describedby={counterId}
        rows={3}
        maxLength={SUPPORT_MAX_CHARS}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type your message… (Enter to send, Shift+Enter for a new line)"
        className="w-full resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <div className="flex items-center gap-2">
        {/* The file input is visually hidden: its focus shows on the button-like label around it. */}
        <label
          className={buttonClass({
            variant: 'ghost',
            size: 'sm',
            className:
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-600 dark:has-[:focus-visible]:outline-emerald-400',
          })}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          Attach image
          <input
            ref={fileInput}
            type="file"
            // Only what the server takes: an iPhone then hands over its HEIC photos as JPEG.
            accept={SUPPORT_IMAGE_ACCEPT}
            className="sr-only"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </label>
        <p
          id={counterId}
          aria-live="polite"
          className={clsx(
            'ml-auto text-xs',
            counter.warning
              ? 'font-semibold text-amber-700 dark:text-amber-400'
              : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {counter.warning ? `${APPROACHING_LIMIT} · ` : ''}
          {counter.label}
        </p>
        <button type="submit" disabled={sending} className={buttonClass({ size: 'sm' })}>
          {sending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )}
          Send
        </button>
      </div>
    </form>
  );
}
