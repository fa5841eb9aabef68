import { describe, expect, it, vi } from 'vitest';
import { createStartSequence, type StartSteps } from './start-sequence';

function recordingSteps(failing: Partial<Record<keyof StartSteps, number>> = {}) {
  const calls: string[] = [];
  const left = { ...failing };
  const step = (name: keyof StartSteps) => async () => {
    calls.push(name);
    await Promise.resolve();
    const failuresLeft = left[name] ?? 0;
    if (failuresLeft > 0) {
      left[name] = failuresLeft - 1;
      throw new Error(`${name} failed`);
    }
  };
  const steps: StartSteps = {
    configureApi: step('configureApi'),
    initLanguage: step('initLanguage'),
    registerRouter: step('registerRouter'),
    initTheme: step('initTheme'),
  };
  return { steps, calls };
}

describe('createStartSequence', () => {
  it('configures the API, then the language, then the router, then the theme', async () => {
    const { steps, calls } = recordingSteps();
    expect(await createStartSequence(steps).run()).toEqual({ ok: true });
    expect(calls).toEqual(['configureApi', 'initLanguage', 'registerRouter', 'initTheme']);
  });

  it('stops at a failing step and reports the first failure', async () => {
    const { steps, calls } = recordingSteps({ initLanguage: 1 });
    const outcome = await createStartSequence(steps).run();
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'init' } });
    expect(!outcome.ok && (outcome.error as Error).message).toBe('initLanguage failed');
    expect(calls).toEqual(['configureApi', 'initLanguage']);
  });

  it('continues a retry with the step that failed', async () => {
    const { steps, calls } = recordingSteps({ registerRouter: 1 });
    const sequence = createStartSequence(steps);
    await sequence.run();
    expect(await sequence.run()).toEqual({ ok: true });
    expect(calls).toEqual(['configureApi', 'initLanguage', 'registerRouter', 'registerRouter', 'initTheme']);
  });

  it('counts failed retries as attempts n/3 and the third as the last', async () => {
    const { steps } = recordingSteps({ initLanguage: 10 });
    const sequence = createStartSequence(steps);
    const failures = [];
    for (let run = 0; run < 4; run++) {
      const outcome = await sequence.run();
      if (!outcome.ok) failures.push(outcome.failure);
    }
    expect(failures).toEqual([
      { kind: 'init' },
      { kind: 'reinit', attempt: 1, max: 3 },
      { kind: 'reinit', attempt: 2, max: 3 },
      { kind: 'exhausted' },
    ]);
    await expect(sequence.run()).rejects.toThrow('No initialisation retries left');
  });

  it('takes another number of retries', async () => {
    const { steps } = recordingSteps({ configureApi: 10 });
    const sequence = createStartSequence(steps, 1);
    await sequence.run();
    expect(await sequence.run()).toMatchObject({ failure: { kind: 'exhausted' } });
  });

  it('treats a step that throws synchronously as a failure', async () => {
    const steps: StartSteps = {
      configureApi: () => {
        throw new Error('no config');
      },
      initLanguage: vi.fn(),
      registerRouter: vi.fn(),
      initTheme: vi.fn(),
    };
    expect(await createStartSequence(steps).run()).toMatchObject({ ok: false });
    expect(steps.initLanguage).not.toHaveBeenCalled();
  });
});
