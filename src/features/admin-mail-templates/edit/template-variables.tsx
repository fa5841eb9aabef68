import { Trans } from '@lingui/react/macro';
import { isSiteVariable } from './sample-values';

/** The placeholders a template may use, written as they go into the text; the site's own marked as such. */
export function TemplateVariables({ variables }: { variables: readonly string[] }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">
        <Trans>Variables</Trans>
      </p>
      <ul className="flex flex-wrap gap-1.5">
        {variables.map((name) => (
          <li key={name}>
            <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{`{{ ${name} }}`}</code>
            {isSiteVariable(name) ? <span className="sr-only"> (site)</span> : null}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        <Trans>Any other placeholder is refused when you save.</Trans>
      </p>
    </div>
  );
}
