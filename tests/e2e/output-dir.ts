/**
 * Where a browser-test run writes its traces, screenshots and saved sign-ins. A run beside another one on
 * the same checkout (with its own ports and E2E_DIST_DIR) sets E2E_OUTPUT_DIR so that neither cleans or
 * rewrites the other's files.
 */
export const E2E_OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? 'test-results';
