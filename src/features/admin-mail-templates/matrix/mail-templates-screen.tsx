import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { adminMailTemplatesQueries } from '@/api/queries/admin-mail-templates';
import { PageHeader } from '@/components/page/page-header';
import { Card } from '@/components/ui/card';
import { TemplateCell } from './template-cell';
import { templateMatrix } from './template-matrix';
import { useTemplateLanguages } from './use-template-languages';

/**
 * /admin/mail-templates: the template × language matrix. Each cell says whether that language sends the
 * built-in text, a customised one, a template staff added, or none (then English, or the built-in text,
 * goes out), and opens the editor in that language.
 */
export function MailTemplatesScreen() {
  const { t } = useLingui();
  const languages = useTemplateLanguages();
  const { data: shipped } = useSuspenseQuery(adminMailTemplatesQueries.builtInKeys());
  const { data: saved } = useSuspenseQuery(adminMailTemplatesQueries.saved());
  const rows = templateMatrix(
    shipped,
    saved,
    languages.map((language) => language.code),
  );
  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader />
      <Card padding="none" className="min-w-0">
        <table className="w-full text-sm max-md:block" aria-label={t`Mail templates by language`}>
          <thead className="max-md:hidden">
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="px-4 py-3 font-medium">
                <Trans>Template</Trans>
              </th>
              {languages.map((language) => (
                <th key={language.code} scope="col" className="px-2 py-3 font-medium">
                  {language.native}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block">
            {rows.map((row) => (
              <tr key={row.key} className="border-b last:border-b-0 max-md:block max-md:px-4 max-md:py-3">
                <th scope="row" className="px-4 py-3 text-left font-normal max-md:block max-md:p-0">
                  <span className="block font-medium">{row.name}</span>
                  <span className="block text-xs break-all text-muted-foreground">{row.key}</span>
                </th>
                {row.cells.map((cell, index) => {
                  const language = languages[index];
                  return language ? (
                    <td
                      key={cell.language}
                      className="px-2 py-3 max-md:inline-block max-md:p-0 max-md:pt-2 max-md:pr-2"
                    >
                      <TemplateCell templateKey={row.key} cell={cell} language={language} />
                    </td>
                  ) : null;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <p className="text-sm text-muted-foreground">
        <Trans>
          A language without a template of its own, or with it switched off, gets the English template, else
          the built-in text.
        </Trans>
      </p>
    </main>
  );
}
