import { describe, expect, it } from 'vitest';
import type { MailTemplate } from '@/api/queries/admin-mail-templates';
import { templateMatrix } from './template-matrix';

function saved(
  key: string,
  language: MailTemplate['language'],
  overrides: Partial<MailTemplate> = {},
): MailTemplate {
  return {
    id: `${key}-${language}`,
    key,
    language,
    name: `Name of ${key}`,
    subject: 'Subject',
    body_html: '<p>Body</p>',
    body_text: '',
    variables: [],
    is_active: true,
    built_in: 'unchanged',
    created_at: new Date('2026-11-01T10:00:00Z'),
    updated_at: new Date('2026-11-01T10:00:00Z'),
    ...overrides,
  };
}

describe('templateMatrix', () => {
  it('gives every shipped and every added key a row, and each language its state', () => {
    const rows = templateMatrix(
      [{ key: 'auth.password_reset', name: 'Password reset', variables: ['name', 'url'] }],
      [
        saved('auth.password_reset', 'pl'),
        saved('auth.password_reset', 'de', { built_in: 'changed' }),
        saved('auth.password_reset', 'fr', { is_active: false }),
        saved('billing.receipt', 'en', { built_in: 'none', name: 'Receipt' }),
      ],
      ['pl', 'en', 'de', 'fr'],
    );
    expect(rows.map((row) => [row.key, row.name, row.shipped, row.cells.map((cell) => cell.state)])).toEqual([
      ['auth.password_reset', 'Password reset', true, ['built_in', 'missing', 'customised', 'off']],
      ['billing.receipt', 'Receipt', false, ['missing', 'custom', 'missing', 'missing']],
    ]);
  });
});
