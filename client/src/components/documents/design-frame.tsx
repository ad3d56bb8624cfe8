import { documentHtml } from '@app/shared/documents/html/index';
import { effectiveTemplate } from '@app/shared/documents/templates';
import type { DocumentType } from '@app/shared/generation/dto';
import { clsx } from 'clsx';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';

/** An A4 page at 96 dpi: the width the designs are laid out for. */
export const PAGE_WIDTH = 794;
export const PAGE_HEIGHT = 1123;

/**
 * A document drawn in its design inside a sandboxed frame (`sandbox=""`: no scripts, no forms, an
 * opaque origin), scaled down to `width`. The HTML escapes every text, and the sandbox is the
 * second wall: even markup that slipped through could not run or reach our origin.
 */
export function DesignFrame({
  doc,
  templateId,
  width,
  height = Math.round((width * PAGE_HEIGHT) / PAGE_WIDTH),
  title,
  className,
}: {
  doc: { type: DocumentType; title: string; content: string };
  templateId: string | null;
  width: number;
  height?: number;
  title: string;
  className?: string;
}) {
  // Typing stays quick: the frame follows the text when React has a moment.
  const content = useDeferredValue(doc.content);
  const html = useMemo(
    () =>
      documentHtml({ type: doc.type, title: doc.title, content }, effectiveTemplate(doc.type, templateId)),
    [doc.type, doc.title, content, templateId],
  );
  const scale = width / PAGE_WIDTH;
  return (
    <div className={clsx('relative overflow-hidden bg-white', className)} style={{ width, height }}>
      <iframe
        title={title}
        sandbox=""
        srcDoc={html}
        tabIndex={-1}
        className="pointer-events-none absolute top-0 left-0 origin-top-left border-0"
        style={{ width: PAGE_WIDTH, height: height / scale, transform: `scale(${scale})` }}
      />
    </div>
  );
}

/** A DesignFrame as wide as its container, up to `maxWidth` (the live preview on any screen). */
export function FittedDesignFrame({
  maxWidth,
  ...props
}: Omit<Parameters<typeof DesignFrame>[0], 'width' | 'height'> & { maxWidth: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(maxWidth);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(160, Math.min(maxWidth, Math.floor(entry.contentRect.width))));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [maxWidth]);
  return (
    <div ref={box} className="w-full" style={{ maxWidth }}>
      <DesignFrame {...props} width={width} />
    </div>
  );
}
