import { msg } from '@lingui/core/runtime-macro';

/** What the API says for failures that are not specific to one area. */
export const commonMessages = {
  notFound: msg`Not found`,
  unauthenticated: msg`You are not signed in or your session has expired`,
  forbidden: msg`You do not have permission to do this`,
  validationFailed: msg`The given data was invalid`,
  tooManyRequests: msg({ message: 'Too many attempts. Try again in {seconds} seconds' }),
  serverError: msg`Something went wrong on our side. Please try again`,
  notImplemented: msg`This operation is not available yet`,
  malformedBody: msg`The request body could not be read`,
};

/** Field messages for requests that break the contract, by the JSON-Schema keyword that failed. */
export const fieldMessages = {
  required: msg`This field is required`,
  email: msg`Please enter a valid email address`,
  minLength: msg({ message: 'Minimum {limit} characters required' }),
  maxLength: msg({ message: 'Maximum {limit} characters allowed' }),
  minimum: msg({ message: 'Must be at least {limit}' }),
  maximum: msg({ message: 'Must be at most {limit}' }),
  enum: msg({ message: 'Choose one of: {allowed}' }),
  type: msg`This value has the wrong type`,
  unknownField: msg`This field is not allowed`,
  invalid: msg`This value is not valid`,
};
