/** Where the app's own `api` points in the component tests (tests/setup.ts puts it in the runtime config). */
export const TEST_API = 'https://api.test/api/v1';
