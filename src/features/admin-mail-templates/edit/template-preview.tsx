import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminMailTemplatesQueries,
  type MailTemplatePreviewRequest,
} from '@/api/queries/admin-mail-templates';
import { failureMessage } from '@/components/form/form-failure';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import { useSettledValue } from '@/lib/use-settled-value';

/** How long typing rests before the preview is asked for again. */
const SETTLE_MS = 400;

/**
 * The mail as it goes out, inside the site's mail layout, rendered by the server from what the form holds
 * (saved or not). The HTML is shown in a sandboxed frame: no script in it can run.
 */
export function TemplatePreview({ request }: { request: MailTemplatePreviewRequest }) {
  const { t, i18n } = useLingui();
  const settled = useSettledValue(request, SETTLE_MS);
  const preview = useQuery({
    ...adminMailTemplatesQueries.preview(settled),
    placeholderData: keepPreviousData,
  });
  if (preview.isError) {
    return (
      <Alert variant="destructive" autoClose={false}>
        {failureMessage(preview.error, msg`The preview could not be made.`, i18n)}
      </Alert>
    );
  }
  if (!preview.data) return <Loader />;
  const { subject, html, missing_variables: missing } = preview.data;
  const names = missing.map((name) => `{{ ${name} }}`).join(', ');
  return (
    <div className="grid min-w-0 gap-3">
      <p className="text-sm break-words">
        <span className="text-muted-foreground">
          <Trans>Subject:</Trans>
        </span>{' '}
        <span data-testid="preview-subject" className="font-medium">
          {subject}
        </span>
      </p>
      {missing.length ? (
        <Alert variant="warning" autoClose={false}>
          <Trans>Without a value, these stay as written: {names}</Trans>
        </Alert>
      ) : null}
      <iframe
        title={t`Mail preview`}
        sandbox=""
        srcDoc={html}
        className="h-[28rem] w-full rounded-md border bg-white"
      />
    </div>
  );
}
