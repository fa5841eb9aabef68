import { msg } from '@lingui/core/macro';

/** The API layer's own messages, used when the server sends none or sends one that is unsafe to show. */
export const apiMessages = {
  serviceUnavailable: msg`Service temporarily unavailable`,
  network: msg`No connection to the server. Check your network and try again.`,
  timeout: msg`The server did not answer in time. Please try again.`,
  server: msg`The server ran into a problem. Please try again later.`,
  generic: msg`Something went wrong`,
  success: msg`Success`,
};
