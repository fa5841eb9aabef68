import { describe, expect, it } from 'vitest';
import { NO_PLAN, planOptions } from './domain-filters';

const values = (options: ReturnType<typeof planOptions>) => options.map((option) => option.value);

describe('planOptions', () => {
  it('lists each plan once, in the order given, and "No plan" last', () => {
    const options = planOptions(
      [
        { slug: 'pro', name: 'Pro' },
        { slug: 'starter', name: 'Starter' },
        { slug: 'pro', name: 'Pro' },
      ],
      [],
    );
    expect(values(options)).toEqual(['pro', 'starter', NO_PLAN]);
    expect(options[0]?.label).toBe('Pro');
  });

  it('keeps a plan the address chose that no list knows, named by its slug', () => {
    const options = planOptions([{ slug: 'pro', name: 'Pro' }], ['legacy', NO_PLAN]);
    expect(values(options)).toEqual(['pro', 'legacy', NO_PLAN]);
    expect(options[1]?.label).toBe('legacy');
  });
});
