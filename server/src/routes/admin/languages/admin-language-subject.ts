import { msg } from '@lingui/core/runtime-macro';
import type { AuditSubject } from '../../../lib/admin-audit.ts';
import type { LanguageRow } from '../../languages/languages.repo.ts';

/** The 404 of every staff operation naming a language by its code. */
export const languageNotFound = msg`This language does not exist`;

/** A language as the audit trail names it. */
export const languageSubject = (row: LanguageRow): AuditSubject => ({
  type: 'language',
  id: row.code,
  label: row.name,
});
