import { CircleAlert, RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface ErrorPanelProps {
  title: string;
  message: string;
  /** Labels, already translated: the panel itself needs no Lingui, so it renders before any catalog. */
  reloadLabel: string;
  retryLabel?: string;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  onReload: () => void;
  /** The whole page (a `<main>` with an h1) rather than the content area of a layout (an h2). */
  fullPage?: boolean;
  className?: string;
}

/** What every error screen looks like: an icon, the title, the message, Try Again and Reload. */
export function ErrorPanel({
  title,
  message,
  reloadLabel,
  retryLabel,
  onRetry,
  onReload,
  fullPage = false,
  className,
}: ErrorPanelProps) {
  const Container = fullPage ? 'main' : 'section';
  const Heading = fullPage ? 'h1' : 'h2';
  return (
    <Container
      data-slot="error-panel"
      className={cn('grid place-items-center p-6 text-center', fullPage ? 'min-h-dvh' : 'py-16', className)}
    >
      <div role="alert" className="max-w-md">
        <CircleAlert aria-hidden="true" className="mx-auto size-10 text-destructive" />
        <Heading className="mt-4 text-2xl font-semibold">{title}</Heading>
        <p className="mt-2 text-muted-foreground">{message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {onRetry && retryLabel ? (
            <Button onClick={onRetry}>
              <RotateCcw />
              {retryLabel}
            </Button>
          ) : null}
          <Button variant={onRetry ? 'outline' : 'default'} onClick={onReload}>
            <RefreshCw />
            {reloadLabel}
          </Button>
        </div>
      </div>
    </Container>
  );
}
