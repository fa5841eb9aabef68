import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { MailTemplate } from '@/api/queries/admin-mail-templates';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { Language } from '../matrix/use-template-languages';
import { TEMPLATE_STATE_LOOKS, TEMPLATE_STATE_NAMES, templateStateOf } from '../template-state';

/** The template's languages, each with its state, the one edited marked. */
export function TemplateLanguageTabs({
  templateKey,
  languages,
  saved,
  current,
}: {
  templateKey: string;
  languages: readonly Language[];
  saved: readonly MailTemplate[];
  current: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Languages of this template`} className="flex flex-wrap gap-2">
      {languages.map((language) => {
        const state = templateStateOf(saved.find((row) => row.language === language.code));
        return (
          <Link
            key={language.code}
            to="/admin/mail-templates/$key"
            params={{ key: templateKey }}
            search={{ language: language.code }}
            aria-current={language.code === current ? 'page' : undefined}
            className={cn(
              'inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm hover:bg-accent',
              language.code === current && 'border-primary bg-accent font-medium',
            )}
          >
            {language.native}
            <Badge variant={TEMPLATE_STATE_LOOKS[state]}>{i18n._(TEMPLATE_STATE_NAMES[state])}</Badge>
          </Link>
        );
      })}
    </nav>
  );
}
