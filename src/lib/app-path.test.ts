import { describe, expect, it } from 'vitest';
import { appPath } from './app-path';

describe('appPath', () => {
  it('splits a path of the app from its search', () => {
    expect(appPath('/admin/queue-monitoring?state=failed&queue=deliveries')).toEqual({
      to: '/admin/queue-monitoring',
      search: { state: 'failed', queue: 'deliveries' },
    });
    expect(appPath('/billing')).toEqual({ to: '/billing', search: {} });
  });

  it('answers null for no link or one that leaves the app', () => {
    expect(appPath(null)).toBeNull();
    expect(appPath('https://evil.test/')).toBeNull();
    expect(appPath('//evil.test/x')).toBeNull();
    expect(appPath('/\\evil.test/x')).toBeNull();
  });
});
