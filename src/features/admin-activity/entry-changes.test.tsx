import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/render-with-i18n';
import { EntryChanges } from './entry-changes';
import { changesOf } from './entry-changes-model';

/** The rendered changes as "Field: value → value" lines, the arrow read by its label. */
function lines(): string[] {
  return screen.getAllByRole('term').map((term) => {
    const values = term.nextElementSibling;
    const words = [...(values?.childNodes ?? [])].map((node) =>
      node instanceof Element && node.getAttribute('role') === 'img' ? '→' : (node.textContent ?? ''),
    );
    return `${term.textContent}: ${words.join(' ')}`;
  });
}

describe('EntryChanges', () => {
  it('names every field a staff change to an account records, and words the account’s status', () => {
    const changes = changesOf({
      changes: {
        status: { before: 'active', after: 'suspended' },
        email_verified: { before: false, after: true },
        two_factor_enabled: { before: true, after: false },
        sessions: { before: 2, after: 0 },
        domains: { before: ['shop.example'], after: null },
      },
    });
    renderWithI18n(<EntryChanges changes={changes} subjectType="user" />);
    expect(lines()).toEqual([
      'Status: Active → Suspended',
      'Email verified: No → Yes',
      'Two-factor sign-in: Yes → No',
      'Sessions: 2 → 0',
      'Domains: −removed shop.example',
    ]);
  });

  it('shows the recorded value of a status it has no words for, and of another record’s status', () => {
    const changes = changesOf({ changes: { status: { before: 'active', after: 'archived' } } });
    const { unmount } = renderWithI18n(<EntryChanges changes={changes} subjectType="user" />);
    expect(lines()).toEqual(['Status: Active → archived']);
    unmount();
    renderWithI18n(<EntryChanges changes={changes} subjectType="domain" />);
    expect(lines()).toEqual(['Status: active → archived']);
  });

  it('names a plan’s fields, its interval in words and each language’s text with the language', () => {
    const changes = changesOf({
      changes: {
        interval: { before: 'month', after: 'year' },
        events_per_month: { before: 10000, after: null },
        name_de: { before: null, after: 'Pro DE' },
        features: { before: ['api_access=false'], after: ['api_access=true'] },
      },
    });
    renderWithI18n(<EntryChanges changes={changes} subjectType="plan" />);
    expect(lines()).toEqual([
      'Billed: Monthly → Yearly',
      'Events per month: 10000 → —',
      'Name (Deutsch): — → Pro DE',
      'Features: +added api_access=true −removed api_access=false',
    ]);
  });
});
