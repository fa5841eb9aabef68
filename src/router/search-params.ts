import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * How a search value is read: JSON only when it is a quoted string, an array or an object (list filters
 * write those); anything else is plain text. With the router's default, a screen that keeps
 * `?expires=1712345678` as the text it was sent gets it written back as `?expires=%221712345678%22`,
 * changing links that arrive by mail. Throwing tells the router the value is plain text, written as is.
 */
function parseStructured(value: string): unknown {
  if (!/^["[{]/.test(value)) throw new SyntaxError('plain text');
  return JSON.parse(value);
}

export const parseSearch = parseSearchWith(parseStructured);
export const stringifySearch = stringifySearchWith(JSON.stringify, parseStructured);
