import { setupServer } from 'msw/node';
import { authHandlers } from './handlers/auth';
import { languagesHandlers } from './handlers/languages';
import { settingsHandlers } from './handlers/settings';

export { TEST_API } from './test-api';

/**
 * The component tests' network. It answers what the app's frame asks for in the background (the site
 * settings, the languages, the bell's notifications); these stay after every test, beneath what a test
 * adds with `server.use`, which wins. Anything else a test must answer itself.
 */
export const server = setupServer(
  settingsHandlers.site(),
  languagesHandlers.active(),
  authHandlers.notifications(),
);
