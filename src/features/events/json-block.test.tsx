import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JsonBlock } from './json-block';

describe('JsonBlock', () => {
  it('takes the keyboard focus after its copy button, so a long payload scrolls with the arrow keys', async () => {
    const user = userEvent.setup();
    const lines = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`field_${index}`, index]));
    render(
      <I18nProvider i18n={i18n}>
        <JsonBlock label="Body" value={lines} />
      </I18nProvider>,
    );

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /copy/i }));
    await user.tab();
    expect(document.activeElement?.tagName).toBe('PRE');
    expect(document.activeElement?.textContent).toContain('"field_59": 59');
  });
});
