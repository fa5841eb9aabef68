import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';
import { Label } from './label';
import { renderWithI18n } from '../../../tests/render-with-i18n';

function Field(props: Parameters<typeof Input>[0]) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="name">Name</Label>
      <Input id="name" {...props} />
    </div>
  );
}

function describedText(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

describe('Input', () => {
  it('waits for the first blur before it reports a broken limit, then checks on every change', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Field maxLength={5} />);
    const input = screen.getByLabelText('Name');

    await user.type(input, 'abcdefg');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Maximum 5 characters allowed')).toBeNull();

    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toContain('Maximum 5 characters allowed');

    await user.click(input);
    await user.keyboard('{Backspace}{Backspace}');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Maximum 5 characters allowed')).toBeNull();
  });

  it('asks for a value when a required field is left empty', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Field required />);
    const input = screen.getByLabelText('Name');
    await user.click(input);
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('This field is required');
  });

  it('counts characters against the maximum and tells screen readers in words', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Field maxLength={20} hint="As on your ID" />);
    const input = screen.getByLabelText('Name');
    await user.type(input, 'Ada');
    expect(describedText(input)).toBe('As on your ID | 3/203 of 20 characters used');
  });

  it('counts words and reports the word maximum', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Field maxWords={2} />);
    const input = screen.getByLabelText('Name');
    await user.type(input, 'one two three');
    await user.tab();
    expect(describedText(input)).toBe('Maximum 2 words allowed | 3/23 of 2 words used');
  });

  it('shows an error from outside in place of its own', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Field required error="Name already taken" />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('Name already taken');
    await user.click(input);
    await user.tab();
    expect(describedText(input)).toBe('Name already taken');
  });

  it('counts a controlled value set from outside', () => {
    function Controlled() {
      const [value, setValue] = useState('hello');
      return (
        <>
          <Field maxLength={10} value={value} onChange={(event) => setValue(event.target.value)} />
          <button type="button" onClick={() => setValue('hello world!')}>
            fill
          </button>
        </>
      );
    }
    renderWithI18n(<Controlled />);
    expect(screen.getByText('5 of 10 characters used')).toBeTruthy();
    fireEvent.click(screen.getByText('fill'));
    expect(screen.getByText('12 of 10 characters used')).toBeTruthy();
  });

  it('blocks a plain form submit with its own message instead of the browser bubble', () => {
    let submitted = false;
    renderWithI18n(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <Field minLength={3} defaultValue="ab" />
      </form>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    act(() => {
      input.closest('form')?.requestSubmit();
    });
    expect(submitted).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('Minimum 3 characters required');
  });
});
