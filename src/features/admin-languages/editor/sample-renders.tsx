import { Trans, useLingui } from '@lingui/react/macro';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { categoryOf, SAMPLE_COUNTS } from './plural-categories';
import { renderSample } from './sample-render';

/** A fixed day for date placeholders, so a sample reads the same on every visit. */
const SAMPLE_DAY = new Date(Date.UTC(2026, 0, 15, 12));

/**
 * The message as readers will see it for the counts 1, 2, 5, 22 and 25, rendered by Lingui from the text
 * as typed, each with the plural category the language picks for it.
 */
export function SampleRenders({ compiled, locale }: { compiled: CompiledMessage; locale: string }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`As readers see it`} aria-live="polite" className="grid gap-2">
      <h3 className="text-sm font-medium">
        <Trans>As readers see it</Trans>
      </h3>
      <dl className="grid grid-cols-[auto_auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-muted/50 p-3 text-sm">
        {SAMPLE_COUNTS.map((count) => (
          <div key={count} className="contents" data-sample={count}>
            <dt className="text-end text-muted-foreground tabular-nums">{count}</dt>
            <dd className="font-mono text-xs leading-5 text-muted-foreground">{categoryOf(locale, count)}</dd>
            <dd lang={locale} className="break-words">
              {renderSample(compiled, locale, count, SAMPLE_DAY) ?? '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
