import { createApiEvents } from '@/api/api-events';
import { createApiClient } from '@/api/client';

// Shared by this folder's tests only.

export const BASE = 'https://api.test/api/v1';

export function testApi() {
  return createApiClient({
    baseUrl: BASE,
    events: createApiEvents(),
    getAccessToken: () => null,
    getLocale: () => 'en',
  });
}

export function envelope(data: unknown) {
  return { success: true, message: 'OK', data, meta: { timestamp: '2026-11-22T10:00:00.000Z' } };
}
