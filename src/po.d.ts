declare module '*.po' {
  import type { Messages } from '@lingui/core';
  /** The messages of the first load (in a build; every message while serving). */
  export const messages: Messages;
  /** The other messages (none while serving). */
  export function loadRest(): Promise<Messages>;
  /** The messages a route's code can show beyond the first load's (none while serving). */
  export function loadRoute(routeId: string): Promise<Messages>;
}
