/** Where the return URL waits during sign-in: per tab, and gone when the tab closes. */
export const RETURN_URL_KEY = 'tracklane.return-url';

type ReturnUrlStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// A stand-in origin: only the parse result's origin is compared, never shown or fetched.
const BASE = new URL('https://app.invalid');

/**
 * The value as a same-origin path (path, search and hash), or null when it is anything else. It must start
 * with a slash, and the browser's own URL parser then decides whether it still names this origin: that
 * catches `//evil.example`, `/\evil.example` and tabs or newlines inside `//`, as a browser would read
 * them, so no return URL ever leaves the app.
 */
export function safeReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Remembers where a signed-out user was going; an unsafe value is not stored. */
export function saveReturnUrl(value: string, storage: ReturnUrlStorage = sessionStorage) {
  const safe = safeReturnUrl(value);
  if (safe) storage.setItem(RETURN_URL_KEY, safe);
}

/** The saved return URL if it is safe, else null; it stays saved. */
export function readReturnUrl(storage: ReturnUrlStorage = sessionStorage): string | null {
  return safeReturnUrl(storage.getItem(RETURN_URL_KEY));
}

/** The saved return URL if it is safe, else null; either way it is forgotten, so it is honoured once. */
export function consumeReturnUrl(storage: ReturnUrlStorage = sessionStorage): string | null {
  const url = readReturnUrl(storage);
  storage.removeItem(RETURN_URL_KEY);
  return url;
}
