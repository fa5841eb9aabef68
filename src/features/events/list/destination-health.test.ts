import { describe, expect, it } from 'vitest';
import { destinationState } from './destination-health';

describe('destinationState', () => {
  it('judges nothing without finished deliveries', () => {
    expect(destinationState({ success_rate: null })).toBe('idle');
  });

  it('is healthy from 98 %, degraded from 90 % and failing below', () => {
    expect(destinationState({ success_rate: 1 })).toBe('healthy');
    expect(destinationState({ success_rate: 0.98 })).toBe('healthy');
    expect(destinationState({ success_rate: 0.97 })).toBe('degraded');
    expect(destinationState({ success_rate: 0.9 })).toBe('degraded');
    expect(destinationState({ success_rate: 0.89 })).toBe('failing');
    expect(destinationState({ success_rate: 0 })).toBe('failing');
  });
});
