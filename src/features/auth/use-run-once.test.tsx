import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRunOnce } from './use-run-once';

function Probe({ run }: { run: () => Promise<string> }) {
  const result = useRunOnce(run);
  return <p>{result ?? 'waiting'}</p>;
}

describe('useRunOnce', () => {
  it('runs once, even under StrictMode, and shows what it answered', async () => {
    const run = vi.fn(() => Promise.resolve('done'));

    render(
      <StrictMode>
        <Probe run={run} />
      </StrictMode>,
    );

    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('done')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run again when the component renders with a new function', async () => {
    const first = vi.fn(() => Promise.resolve('first'));
    const second = vi.fn(() => Promise.resolve('second'));
    const { rerender } = render(<Probe run={first} />);
    await screen.findByText('first');

    rerender(<Probe run={second} />);

    expect(second).not.toHaveBeenCalled();
    expect(screen.getByText('first')).toBeTruthy();
  });
});
