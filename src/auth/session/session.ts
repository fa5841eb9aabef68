import { api } from '@/api/api';
import { readRuntimeConfig } from '@/api/runtime-config';
import { accessToken } from '@/auth/access-token';
import { createAbilitiesSource } from '@/auth/abilities/abilities-source';
import { createSessionStore } from './session-store';

/** The app's session: one per page, shared by React (`useSession`) and the router guards. */
export const session = createSessionStore({
  api,
  sessionTimeoutSeconds: readRuntimeConfig().sessionTimeoutSeconds,
  setAccessToken: accessToken.set,
  // Abilities cached 5 minutes with the 5 s time-out of spec section 6; cleared on every sign-out.
  abilities: createAbilitiesSource({ api, hasToken: () => accessToken.get() !== null }),
});
