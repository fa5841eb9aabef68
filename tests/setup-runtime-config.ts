import { TEST_API } from './msw/test-api';

// The app's `api` reads its address once, when its module first loads; test files share modules
// (isolate: false). This setup file runs before tests/setup.ts and anything it imports, so every module
// of the app sees the test address.
window.__TRACKLANE_CONFIG__ = { apiBaseUrl: TEST_API };
