import { afterEach, describe, expect, it } from 'vitest';
import { RateLimiter, scaleRateLimits } from './rate-limiter.ts';

afterEach(() => scaleRateLimits(1));

describe('RateLimiter', () => {
  it('refuses once the limit is used up within the window, and allows again after it', () => {
    const limiter = new RateLimiter(2, 1000);
    limiter.consume('ip', 0);
    limiter.consume('ip', 10);
    expect(() => limiter.consume('ip', 20)).toThrow();
    expect(() => limiter.consume('other-ip', 20)).not.toThrow();
    expect(() => limiter.consume('ip', 1001)).not.toThrow();
  });

  it('multiplies every limit by the configured scale', () => {
    scaleRateLimits(3);
    const limiter = new RateLimiter(2, 1000);
    for (let attempt = 0; attempt < 6; attempt++) limiter.consume('ip', attempt);
    expect(() => limiter.consume('ip', 7)).toThrow();
  });

  it('refuses a scale below 1', () => {
    expect(() => scaleRateLimits(0)).toThrow();
    expect(() => scaleRateLimits(Number.NaN)).toThrow();
  });
});
