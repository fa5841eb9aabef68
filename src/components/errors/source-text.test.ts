import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { errorTexts, errorTitles, reinitFailedText } from './error-messages';
import { sourced, textOf, type SourcedMessage } from './source-text';

// A descriptor as a production build leaves it: the id only, no English text.
const productionDescriptor = { id: 'x1Yz9a' };

describe('textOf', () => {
  it('shows the source text when no language was ever activated', () => {
    const i18n = setupI18n();
    expect(textOf(i18n, sourced(productionDescriptor, 'Application Error'))).toBe('Application Error');
  });

  it('shows the source text when the active catalog lacks the message', () => {
    const i18n = setupI18n({ locale: 'pl', messages: { pl: {} } });
    expect(textOf(i18n, sourced(productionDescriptor, 'Application Error'))).toBe('Application Error');
  });

  it('shows the translation when the active catalog has the message', () => {
    const i18n = setupI18n({ locale: 'pl', messages: { pl: { x1Yz9a: ['Błąd aplikacji'] } } });
    expect(textOf(i18n, sourced(productionDescriptor, 'Application Error'))).toBe('Błąd aplikacji');
  });

  it('fills the placeholders of a translation', () => {
    const text = reinitFailedText(2, 3);
    const i18n = setupI18n({
      locale: 'pl',
      messages: { pl: { [text.descriptor.id]: ['Próba ', ['attempt'], '/', ['max']] } },
    });
    expect(textOf(i18n, text)).toBe('Próba 2/3');
  });
});

// Development builds keep the English text in the descriptor; it must match the source text written
// beside it, placeholders filled, or the fallback would drift from the catalog's msgid.
function fromDescriptor({ descriptor }: SourcedMessage): string | undefined {
  return descriptor.message?.replace(/\{(\w+)\}/g, (_, name: string) => String(descriptor.values?.[name]));
}

describe('error messages', () => {
  it('keep each source text equal to its message', () => {
    const all = [...Object.values(errorTitles), ...Object.values(errorTexts), reinitFailedText(2, 3)];
    for (const text of all) expect(fromDescriptor(text)).toBe(text.source);
  });

  it('name the spec texts word for word', () => {
    expect(reinitFailedText(1, 3).source).toBe(
      'Failed to reinitialize application (attempt 1/3). You can try again or reload.',
    );
    expect(Object.values(errorTitles).map((title) => title.source)).toEqual([
      'Network Error',
      'Reference Error',
      'Syntax Error',
      'An Error Occurred',
    ]);
  });
});
