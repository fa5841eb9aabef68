import { msg } from '@lingui/core/runtime-macro';

/** What the API says about a request it cannot take, before any operation looks at it. */
export const requestMessages = {
  badRequest: msg`The request could not be read`,
  bodyTooLarge: msg`The request body is too large`,
  addressTooLong: msg`The request address is too long`,
  unsupportedMediaType: msg`This operation does not accept a body of this content type`,
  /** A NUL byte or half of a UTF-16 surrogate pair: text PostgreSQL cannot store. */
  unstorableText: msg`This text contains characters that are not allowed`,
};
