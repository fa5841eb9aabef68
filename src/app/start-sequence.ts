/** The start-up steps of spec section 4; each may be async, and a throw or rejection fails the start. */
export interface StartSteps {
  /** Configures the API client (base URL, headers). */
  configureApi: () => unknown;
  /** Loads the translations and activates the language. */
  initLanguage: () => unknown;
  /** Registers the validation plugin and the router. */
  registerRouter: () => unknown;
  /** Applies the theme. */
  initTheme: () => unknown;
}

/** The order of spec section 4; mounting follows. */
export const START_ORDER = [
  'configureApi',
  'initLanguage',
  'registerRouter',
  'initTheme',
] as const satisfies readonly (keyof StartSteps)[];

/** Spec section 9: initialisation may be retried 3 times. */
export const MAX_INIT_RETRIES = 3;

/** How a run failed, which decides the message and whether Try Again is offered. */
export type StartFailure =
  { kind: 'init' } | { kind: 'reinit'; attempt: number; max: number } | { kind: 'exhausted' };

export type StartOutcome = { ok: true } | { ok: false; error: unknown; failure: StartFailure };

/**
 * Runs the start-up steps in order. After a failure, the next `run` (a retry the user asked for)
 * continues with the step that failed: the steps that succeeded are not repeated. The first run and at
 * most `maxRetries` retries are allowed; the last failure is `exhausted`.
 */
export function createStartSequence(steps: StartSteps, maxRetries = MAX_INIT_RETRIES) {
  let done = 0;
  let runs = 0;
  return {
    async run(): Promise<StartOutcome> {
      const retry = runs++;
      if (retry > maxRetries) throw new Error('No initialisation retries left');
      try {
        for (const step of START_ORDER.slice(done)) {
          await steps[step]();
          done++;
        }
        return { ok: true };
      } catch (error) {
        return { ok: false, error, failure: failureOf(retry, maxRetries) };
      }
    },
  };
}

function failureOf(retry: number, max: number): StartFailure {
  if (retry === 0) return { kind: 'init' };
  return retry < max ? { kind: 'reinit', attempt: retry, max } : { kind: 'exhausted' };
}
