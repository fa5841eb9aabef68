import { setupServer } from 'msw/node';

/** The component tests' network: each test file adds the handlers it needs with `server.use`. */
export const server = setupServer();
