import { Trans } from '@lingui/react/macro';
import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type ErrorCardProps = {
  /** "Something went wrong" when not given (spec section 8). */
  message?: ReactNode;
  /** Shows a Retry button that calls this. */
  onRetry?: () => void;
  className?: string;
};

/** The generic error card shown where data failed to load. */
export function ErrorCard({ message, onRetry, className }: ErrorCardProps) {
  return (
    <Card data-slot="error-card" role="alert" className={cn('border-destructive/40', className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CircleAlert className="size-4 text-destructive" />
          <Trans>Error</Trans>
        </CardTitle>
        <CardDescription>{message ?? <Trans>Something went wrong</Trans>}</CardDescription>
      </CardHeader>
      {onRetry ? (
        <CardContent>
          <Button variant="outline" onClick={onRetry}>
            <RefreshCw />
            <Trans>Retry</Trans>
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}
