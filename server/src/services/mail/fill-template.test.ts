import { describe, expect, it } from 'vitest';
import { escapeHtml, fillTemplate } from './fill-template.ts';

describe('fillTemplate', () => {
  it('fills placeholders with or without spaces inside the braces', () => {
    expect(
      fillTemplate('Hi {{ name }}, {{count}} new {{  thing  }}', { name: 'Ola', count: 3, thing: 'events' }),
    ).toBe('Hi Ola, 3 new events');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillTemplate('Hello {{ nmae }}', { name: 'Ola' })).toBe('Hello {{ nmae }}');
  });

  it('encodes values, not the template, when given an encoder', () => {
    expect(fillTemplate('<b>{{ name }}</b>', { name: '<script>"x" & \'y\'</script>' }, escapeHtml)).toBe(
      '<b>&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;</b>',
    );
  });
});
