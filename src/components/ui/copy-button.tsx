import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';

interface CopyButtonProps {
  /** The exact text that lands on the clipboard. */
  value: string;
  /** What is copied, for the button's accessible name and the toast ("API key"). */
  label: string;
  /** Visible words beside the icon; an icon-only button otherwise. */
  children?: ReactNode;
  className?: string;
}

/** How long the button shows its tick after a copy. */
const COPIED_MS = 2000;

/**
 * Copies `value` and says so twice: the icon turns into a tick for a moment, and a toast names what was
 * copied (screen readers hear the toast). When the browser refuses, the toast says to copy by hand.
 */
export function CopyButton({ value, label, children, className }: CopyButtonProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify.success(t`${label} copied`);
    } catch {
      notify.error(t`Could not copy. Select the text and copy it yourself.`);
    }
  }

  const Icon = copied ? Check : Copy;
  return (
    <Button
      type="button"
      variant="outline"
      size={children ? 'sm' : 'icon'}
      aria-label={children ? undefined : t`Copy ${label}`}
      className={className}
      onClick={() => void copy()}
    >
      <Icon aria-hidden />
      {children}
    </Button>
  );
}
