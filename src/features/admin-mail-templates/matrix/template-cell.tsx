import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import type { Language } from './use-template-languages';
import { TEMPLATE_STATE_LOOKS, TEMPLATE_STATE_NAMES } from '../template-state';
import type { MatrixCell } from './template-matrix';

/** One language of one template in the matrix: its state, a link to its editor in that language. */
export function TemplateCell({
  templateKey,
  cell,
  language,
}: {
  templateKey: string;
  cell: MatrixCell;
  language: Language;
}) {
  const { i18n } = useLingui();
  return (
    <Link
      to="/admin/mail-templates/$key"
      params={{ key: templateKey }}
      search={{ language: cell.language }}
      className="inline-flex items-center gap-1.5 rounded-md p-1 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {/* Named by its language and its state, as the column header and the badge show them. */}
      <span className="sr-only">{language.native}:</span>{' '}
      {/* On a phone the column headers are gone: each cell shows its language's code. */}
      <span aria-hidden className="w-6 text-xs font-medium text-muted-foreground uppercase md:hidden">
        {cell.language}
      </span>
      <Badge variant={TEMPLATE_STATE_LOOKS[cell.state]}>{i18n._(TEMPLATE_STATE_NAMES[cell.state])}</Badge>
    </Link>
  );
}
