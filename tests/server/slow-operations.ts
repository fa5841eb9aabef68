/**
 * Operations the tests that call every operation in bulk (the contract fuzz, the generated permission
 * checks) leave out, each with its reason; their own test files call them.
 *
 * - `adminRunBackup`: every success dumps the whole database and tests its restore into a new embedded one
 *   as a job (seconds each, outliving a test's server); it takes no parameters and no body.
 *   admin-backups.test.ts runs it as an administrator.
 */
export const TOO_SLOW_TO_CALL_IN_BULK: ReadonlySet<string> = new Set(['adminRunBackup']);
