import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { startApp, type MountApp, type StartAppOptions } from './start-app';
import type { StartSteps } from './start-sequence';

let container: HTMLElement;
let started: { unmount: () => void } | undefined;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => started?.unmount());
  started = undefined;
  container.remove();
});

function steps(overrides: Partial<StartSteps> = {}): StartSteps {
  return {
    configureApi: vi.fn(),
    initLanguage: vi.fn(),
    registerRouter: vi.fn(),
    initTheme: vi.fn(),
    ...overrides,
  };
}

const app: MountApp = () => <p>The dashboard</p>;

async function start(startSteps: StartSteps, mount: MountApp = app, options: StartAppOptions = {}) {
  await act(async () => {
    started = await startApp(startSteps, mount, { container, ...options });
  });
}

/** A step that waits until the test lets it finish. */
function pausedStep() {
  const { promise, resolve } = Promise.withResolvers<undefined>();
  return { step: () => promise, finish: () => resolve(undefined) };
}

/** Starts and returns while a paused step holds the start, with what React rendered so far on screen. */
async function startPaused(startSteps: StartSteps) {
  let running: ReturnType<typeof startApp> | undefined;
  await act(async () => {
    running = startApp(startSteps, app, { container });
    await Promise.resolve();
  });
  if (!running) throw new Error('startApp was not called');
  // Wrapped, or awaiting this function would wait for the start itself.
  return { running };
}

/**
 * Inside act() React hands uncaught errors to act instead of the root's onUncaughtError, so the tests of
 * crashes render as the browser does.
 */
function renderOutsideAct() {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  onTestFinished(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  });
}

/** A step that fails the first `failures` times. */
function failing(failures: number) {
  let left = failures;
  return vi.fn(() => {
    if (left-- > 0) throw new Error('catalog did not load');
  });
}

const alertText = () => screen.getByRole('alert').textContent;
const tryAgain = () => screen.queryByRole('button', { name: 'Try Again' });

describe('startApp', () => {
  it('shows the loading overlay until the steps are done, then the app', async () => {
    const language = pausedStep();
    const { running } = await startPaused(steps({ initLanguage: language.step }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('The dashboard')).toBeNull();
    await act(async () => {
      language.finish();
      started = await running;
    });
    expect(screen.getByText('The dashboard')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the overlay also before any language is active', async () => {
    vi.spyOn(i18n, 'locale', 'get').mockReturnValue('');
    const language = pausedStep();
    const { running } = await startPaused(steps({ initLanguage: language.step }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => {
      language.finish();
      started = await running;
    });
  });

  it('mounts only after every step has run', async () => {
    const startSteps = steps();
    const mount = vi.fn(() => {
      expect(startSteps.initTheme).toHaveBeenCalled();
      return <p>The dashboard</p>;
    });
    await start(startSteps, mount);
    expect(mount).toHaveBeenCalledOnce();
  });

  it("shows 'Application Error' with Try Again and Reload when a step fails", async () => {
    const mount = vi.fn(app);
    await start(steps({ initLanguage: failing(1) }), mount);
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeTruthy();
    expect(alertText()).toContain('Failed to initialize the application');
    expect(tryAgain()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Application' })).toBeTruthy();
    expect(mount).not.toHaveBeenCalled();
  });

  it('shows the page in English when the translations failed to load', async () => {
    vi.spyOn(i18n, 'locale', 'get').mockReturnValue('');
    await start(steps({ initLanguage: failing(1) }));
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Application' })).toBeTruthy();
  });

  it('continues from the failed step on Try Again and mounts', async () => {
    const startSteps = steps({ registerRouter: failing(1) });
    await start(startSteps);
    const button = tryAgain();
    if (button) await userEvent.click(button);
    expect(await screen.findByText('The dashboard')).toBeTruthy();
    expect(startSteps.configureApi).toHaveBeenCalledOnce();
    expect(startSteps.registerRouter).toHaveBeenCalledTimes(2);
  });

  it('says which re-initialisation failed, and after the third only offers a reload', async () => {
    await start(steps({ initLanguage: failing(10) }));
    const messages: (string | null)[] = [];
    for (let retry = 1; retry <= 3; retry++) {
      const button = tryAgain();
      if (button) await userEvent.click(button);
      await screen.findByRole('alert');
      messages.push(alertText());
    }
    expect(messages).toEqual([
      expect.stringContaining(
        'Failed to reinitialize application (attempt 1/3). You can try again or reload.',
      ),
      expect.stringContaining(
        'Failed to reinitialize application (attempt 2/3). You can try again or reload.',
      ),
      expect.stringContaining('Maximum retry attempts reached. Please reload the application.'),
    ]);
    expect(tryAgain()).toBeNull();
  });

  it('reloads on Reload Application', async () => {
    const reload = vi.fn();
    await start(steps({ configureApi: failing(1) }), app, { reload });
    await userEvent.click(screen.getByRole('button', { name: 'Reload Application' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the page with only Reload when mounting throws', async () => {
    await start(steps(), () => Promise.reject(new Error('chunk missing')));
    expect(alertText()).toContain('Failed to initialize the application');
    expect(tryAgain()).toBeNull();
  });

  it('shows the page when the first render fails', async () => {
    renderOutsideAct();
    function Broken(): never {
      throw new Error('render failed');
    }
    started = await startApp(steps(), () => <Broken />, { container });
    await waitFor(() => expect(alertText()).toContain('Failed to initialize the application'));
    expect(screen.getByRole('button', { name: 'Reload Application' })).toBeTruthy();
  });

  it('shows the page instead of a blank screen when the running app crashes', async () => {
    function Crashing() {
      const [crashed, setCrashed] = useState(false);
      if (crashed) throw new Error('state went bad');
      return <button onClick={() => setCrashed(true)}>Break</button>;
    }
    renderOutsideAct();
    started = await startApp(steps(), () => <Crashing />, { container });
    (await screen.findByRole('button', { name: 'Break' })).click();
    await waitFor(() => expect(alertText()).toContain('An unexpected error occurred'));
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeTruthy();
  });

  it('logs and suppresses unhandled rejections from the start on', async () => {
    await start(steps());
    const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new Error('save failed'),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(console.error).toHaveBeenCalledWith('Unhandled promise rejection:', event.reason);
  });

  it('logs errors caught by a boundary, the ignored classes as warnings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.mocked(console.error);
    function Thrower({ error: thrown }: { error: unknown }): never {
      throw thrown;
    }
    const failure = new TypeError('x is not a function');
    const noise = new DOMException("Failed to execute 'insertBefore' on 'Node'", 'NotFoundError');
    await start(steps(), () => (
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary maxRetries={0}>
          <Thrower error={failure} />
        </AppErrorBoundary>
        <AppErrorBoundary maxRetries={0}>
          <Thrower error={noise} />
        </AppErrorBoundary>
      </I18nProvider>
    ));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(error).toHaveBeenCalledWith('Error caught by an error boundary:', failure, expect.any(String));
    expect(warn).toHaveBeenCalledWith(
      'Error caught by an error boundary (ignored):',
      noise,
      expect.any(String),
    );
  });
});
