/** The port of the test server whose sessions time out quickly. */
export const INACTIVITY_PORT = Number(process.env.E2E_INACTIVITY_PORT ?? 4319);

/**
 * Its SESSION_TIMEOUT_SECONDS: the warning shows 6 s before the sign-out (a third of the time-out) and the
 * app checks every 6 s; a check that a loaded machine makes late past the time-out warns first.
 */
export const E2E_SESSION_TIMEOUT_SECONDS = 18;
