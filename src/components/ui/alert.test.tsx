import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';
import { renderWithI18n } from '../../../tests/render-with-i18n';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Alert', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('closes itself 4500 ms after it appears, and not before', () => {
    const onDismiss = vi.fn();
    renderWithI18n(<Alert variant="success" title="Saved" onDismiss={onDismiss} />);

    advance(4499);
    expect(screen.queryByRole('status')?.textContent).toBe('Saved');
    expect(onDismiss).not.toHaveBeenCalled();

    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stays open when auto-close is turned off', () => {
    renderWithI18n(<Alert title="Saved" autoClose={false} />);
    advance(60_000);
    expect(screen.queryByRole('status')?.textContent).toBe('Saved');
  });

  it('waits while the pointer is on it and restarts the countdown when it leaves', () => {
    renderWithI18n(<Alert title="Saved" />);
    const alert = screen.getByRole('status');
    fireEvent.pointerEnter(alert);
    advance(10_000);
    expect(screen.queryByRole('status')).not.toBeNull();

    fireEvent.pointerLeave(alert);
    advance(4499);
    expect(screen.queryByRole('status')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits while the focus is inside it and restarts the countdown when the focus leaves', () => {
    renderWithI18n(
      <>
        <Alert title="Saved" dismissible />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => {
      screen.getByRole('button', { name: 'Dismiss' }).focus();
    });
    advance(10_000);
    expect(screen.queryByRole('status')).not.toBeNull();

    act(() => {
      screen.getByRole('button', { name: 'Elsewhere' }).focus();
    });
    advance(4499);
    expect(screen.queryByRole('status')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes and reports it when the dismiss button is pressed', () => {
    const onDismiss = vi.fn();
    renderWithI18n(<Alert title="Saved" dismissible autoClose={false} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss button unless asked', () => {
    renderWithI18n(<Alert title="Saved" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces a destructive alert as an alert and the others as status messages', () => {
    renderWithI18n(
      <>
        <Alert variant="destructive" title="Payment failed" />
        <Alert variant="warning" title="Quota almost used" />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Payment failed');
    expect(screen.getByRole('status').textContent).toBe('Quota almost used');
  });
});
