import type { Middleware } from 'openapi-fetch';

export interface RequestHeaderSources {
  getAccessToken: () => string | null;
  getLocale: () => string;
}

/** Adds the bearer token (when signed in), the active language and the XHR marker to every request. */
export function requestHeaders({ getAccessToken, getLocale }: RequestHeaderSources): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept-Language', getLocale());
      request.headers.set('X-Requested-With', 'XMLHttpRequest');
      const token = getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
    },
  };
}
