import type { ReactNode } from 'react';
import { CopyButton } from '@/components/ui/copy-button';

/** A value as pretty-printed JSON (text as it is), for showing a payload or an answer. */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value ?? null, null, 2);
}

interface JsonBlockProps {
  /** Names the block, its copy button and the toast ("Payload"). */
  label: string;
  value: unknown;
  /** Shown above the block beside the copy button; the label otherwise. */
  heading?: ReactNode;
}

/** A titled, scrollable pre block with a copy button, as a region named by `label`. */
export function JsonBlock({ label, value, heading }: JsonBlockProps) {
  const text = prettyJson(value);
  return (
    <section aria-label={label} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{heading ?? label}</span>
        <CopyButton value={text} label={label} />
      </div>
      {/* Focusable, so a long payload scrolls with the arrow keys too (axe: scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        className="max-h-80 overflow-auto rounded-md border bg-muted p-3 font-mono text-xs whitespace-pre-wrap outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {text}
      </pre>
    </section>
  );
}
