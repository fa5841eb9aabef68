import { setupServer } from 'msw/node';

/** Where the app's own `api` points in the component tests (tests/setup.ts puts it in the runtime config). */
export const TEST_API = 'https://api.test/api/v1';

/** The component tests' network: each test file adds the handlers it needs with `server.use`. */
export const server = setupServer();
