import { describe, expect, it } from 'vitest';
import { sessionTimeoutSeconds } from './app.ts';

describe('sessionTimeoutSeconds', () => {
  it('is 30 minutes unless SESSION_TIMEOUT_SECONDS says otherwise', () => {
    expect(sessionTimeoutSeconds({})).toBe(1800);
  });

  it('takes a positive SESSION_TIMEOUT_SECONDS', () => {
    expect(sessionTimeoutSeconds({ SESSION_TIMEOUT_SECONDS: '12' })).toBe(12);
  });

  it.each(['', '0', '-5', 'soon'])('keeps the default for %j', (value) => {
    expect(sessionTimeoutSeconds({ SESSION_TIMEOUT_SECONDS: value })).toBe(1800);
  });
});
