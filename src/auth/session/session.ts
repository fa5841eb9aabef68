import { api } from '@/api/api';
import { readRuntimeConfig } from '@/api/runtime-config';
import { accessToken } from '@/auth/access-token';
import { createSessionStore } from './session-store';

/** The app's session: one per page, shared by React (`useSession`) and the router guards. */
export const session = createSessionStore({
  api,
  sessionTimeoutSeconds: readRuntimeConfig().sessionTimeoutSeconds,
  setAccessToken: accessToken.set,
});
