import { Trans } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import { StaticPageArticle } from '@/components/static-page/static-page-article';
import type { PageFormValues } from './page-form-values';

/**
 * The page as `/p/{slug}` will show it, drawn by the public page's own renderer while the text is typed
 * (deferred, so typing stays quick on a long page).
 */
export function PagePreview({ values }: { values: PageFormValues }) {
  const shown = useDeferredValue(values);
  return (
    <section aria-labelledby="page-preview-heading" className="grid min-w-0 content-start gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="page-preview-heading" className="text-sm font-medium text-muted-foreground">
          <Trans>Preview</Trans>
        </h2>
        <span className="text-xs break-all text-muted-foreground">/p/{shown.slug}</span>
      </div>
      <div
        data-testid="page-preview"
        lang={shown.language}
        className="grid min-w-0 content-start gap-6 rounded-lg border bg-background p-4 sm:p-6"
      >
        <StaticPageArticle
          heading="h2"
          title={shown.title}
          metaDescription={shown.meta_description.trim() || null}
          content={shown.content}
        />
      </div>
    </section>
  );
}
