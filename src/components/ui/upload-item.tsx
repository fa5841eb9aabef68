import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Clock, LoaderCircle, RotateCw, X } from 'lucide-react';
import { Progress } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { formatFileSize, type UploadItem, type UploadStatus } from '@/lib/upload-files';

const STATUS_ICONS = {
  pending: <Clock className="text-muted-foreground" />,
  uploading: <LoaderCircle className="animate-spin text-primary motion-reduce:animate-none" />,
  success: <CircleCheck className="text-success" />,
  error: <CircleAlert className="text-destructive" />,
} satisfies Record<UploadStatus, ReactNode>;

function StatusText({ status }: { status: UploadStatus }) {
  switch (status) {
    case 'pending':
      return <Trans>Waiting</Trans>;
    case 'uploading':
      return <Trans>Uploading</Trans>;
    case 'success':
      return <Trans>Uploaded</Trans>;
    case 'error':
      return <Trans>Failed</Trans>;
  }
}

type UploadItemRowProps = {
  item: UploadItem;
  onRemove: () => void;
  /** Offered on a failed item only; leave it out to show no retry button. */
  onRetry?: () => void;
};

/** One file of an upload list: name, size, status, a progress bar while it uploads, its error. */
export function UploadItemRow({ item, onRemove, onRetry }: UploadItemRowProps) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const { name } = item;
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent' });
  return (
    <li
      data-slot="upload-item"
      data-status={item.status}
      className="grid gap-2 rounded-md border bg-card p-3 text-card-foreground data-[status=error]:border-destructive/50"
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="[&_svg]:size-5">
          {STATUS_ICONS[item.status]}
        </span>
        <div className="min-w-0 flex-1">
          <p id={nameId} className="truncate text-sm font-medium" title={name}>
            {name}
          </p>
          <p className="text-xs text-muted-foreground">
            {formatFileSize(item.size, i18n.locale)} · <StatusText status={item.status} />
          </p>
        </div>
        {item.status === 'error' && onRetry ? (
          <Button variant="ghost" size="sm" aria-label={t`Retry ${name}`} onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            <Trans>Retry</Trans>
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t`Remove ${name}`}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {item.status === 'uploading' ? (
        <Progress.Root
          data-slot="upload-progress"
          value={item.progress}
          aria-labelledby={nameId}
          getValueLabel={(value, max) => percent.format(value / max)}
          className="relative h-1.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <Progress.Indicator
            className="h-full w-full bg-primary transition-transform motion-reduce:transition-none"
            style={{ transform: `translateX(-${String(100 - item.progress)}%)` }}
          />
        </Progress.Root>
      ) : null}
      {item.status === 'error' && item.error ? <FieldMessage tone="error">{item.error}</FieldMessage> : null}
    </li>
  );
}
