import { plainTextCopy } from '@app/shared/documents/plain-text-copy';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { type ButtonSize, buttonClass } from '../button-styles';

/**
 * Copies a document's text to the clipboard as plain text, ready for a job portal's text box:
 * headings as lines, bullets as "•", no Markdown signs (plainTextCopy). Spec 02 §8 'Copy Failed'
 * when the browser refuses.
 */
export function CopyButton({
  text,
  label,
  size = 'sm',
  copiedMessage = 'The document text is on your clipboard.',
}: {
  text: string;
  label: string;
  size?: ButtonSize;
  /** What the toast says once copied. */
  copiedMessage?: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(plainTextCopy(text));
      setCopied(true);
      toast({ title: 'Copied', description: copiedMessage, variant: 'success' });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Your browser did not allow copying. Select the text and copy it instead.',
        variant: 'destructive',
      });
    }
  };
  return (
    <button type="button" onClick={() => void copy()} className={buttonClass({ variant: 'secondary', size })}>
      {copied ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      {copied ? 'Copied' : 'Copy'}
      <span className="sr-only"> {label}</span>
    </button>
  );
}
