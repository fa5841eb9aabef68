import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Label } from './label';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('reports a broken word limit only after it is left, and links the message to the field', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <Label htmlFor="bio">Bio</Label>
        <Textarea id="bio" maxWords={3} maxLength={100} />
      </I18nProvider>,
    );
    const textarea = screen.getByLabelText('Bio');
    await user.type(textarea, 'one two three four');
    expect(textarea.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('18 of 100 characters used')).toBeTruthy();
    expect(screen.getByText('4 of 3 words used')).toBeTruthy();

    await user.tab();
    const message = screen.getByText('Maximum 3 words allowed');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  it('asks for a required value, then names the character minimum and maximum', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <Label htmlFor="message">Message</Label>
        <Textarea id="message" required minLength={10} maxLength={20} />
      </I18nProvider>,
    );
    const textarea = screen.getByLabelText('Message');
    await user.click(textarea);
    await user.tab();
    expect(screen.getByText('This field is required')).toBeTruthy();

    await user.type(textarea, 'Too short');
    expect(screen.getByText('Minimum 10 characters required')).toBeTruthy();

    await user.type(textarea, ', and now far too long');
    expect(screen.getByText('Maximum 20 characters allowed')).toBeTruthy();
    expect(textarea.getAttribute('aria-invalid')).toBe('true');

    await user.clear(textarea);
    await user.type(textarea, 'Just right here');
    expect(textarea.getAttribute('aria-invalid')).toBeNull();
  });
});
