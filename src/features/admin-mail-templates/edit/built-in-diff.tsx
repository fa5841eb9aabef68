import { Trans, useLingui } from '@lingui/react/macro';
import type { BuiltInMailTemplate } from '@/api/queries/admin-mail-templates';
import { cn } from '@/lib/cn';
import { lineDiff } from './line-diff';
import type { TemplateFormValues } from './template-form-values';

const LOOKS = {
  same: 'text-muted-foreground',
  removed: 'bg-destructive/15 text-foreground',
  added: 'bg-success/15 text-foreground',
} as const;

const MARKS = { same: ' ', removed: '−', added: '+' } as const;

function PartDiff({ label, before, after }: { label: string; before: string; after: string }) {
  const lines = lineDiff(before, after);
  if (lines.every((line) => line.kind === 'same')) return null;
  return (
    <div className="grid min-w-0 gap-1">
      <h4 className="text-xs font-medium text-muted-foreground">{label}</h4>
      <pre className="overflow-x-auto rounded-md border bg-muted/40 p-2 text-xs leading-5 whitespace-pre-wrap">
        {lines.map((line, index) => (
          <span key={index} className={cn('block break-all', LOOKS[line.kind])}>
            <span aria-hidden className="mr-1 select-none">
              {MARKS[line.kind]}
            </span>
            {line.kind === 'removed' ? (
              <del className="no-underline">{line.text}</del>
            ) : line.kind === 'added' ? (
              <ins className="no-underline">{line.text}</ins>
            ) : (
              line.text
            )}
          </span>
        ))}
      </pre>
    </div>
  );
}

/** What the form holds against the built-in text, part by part; the parts that are the same are left out. */
export function BuiltInDiff({
  builtIn,
  values,
}: {
  builtIn: BuiltInMailTemplate;
  values: TemplateFormValues;
}) {
  const { t } = useLingui();
  const parts = [
    { label: t({ message: 'Name', context: 'record' }), before: builtIn.name, after: values.name },
    { label: t`Subject`, before: builtIn.subject, after: values.subject },
    { label: t`HTML body`, before: builtIn.body_html, after: values.body_html },
    { label: t`Text body`, before: builtIn.body_text, after: values.body_text },
  ];
  const changed = parts.some((part) => part.before !== part.after);
  return changed ? (
    <div data-testid="built-in-diff" className="grid min-w-0 gap-3">
      {parts.map((part) => (
        <PartDiff key={part.label} {...part} />
      ))}
    </div>
  ) : (
    <p className="text-sm text-muted-foreground">
      <Trans>The same as the built-in text.</Trans>
    </p>
  );
}
