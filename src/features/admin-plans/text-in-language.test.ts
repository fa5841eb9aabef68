import { describe, expect, it } from 'vitest';
import { textIn } from './text-in-language';

const FEATURE = {
  name: 'Events per month',
  description: 'Counted each billing period',
  translations: { pl: { name: 'Zdarzenia miesięcznie', description: null } },
};

describe('textIn', () => {
  it('answers the reader’s language where the record has it', () => {
    expect(textIn(FEATURE, 'pl')).toEqual({
      name: 'Zdarzenia miesięcznie',
      description: 'Counted each billing period',
    });
  });

  it('answers the record’s own English for English and for a language without a text', () => {
    expect(textIn(FEATURE, 'en').name).toBe('Events per month');
    expect(textIn(FEATURE, 'de').name).toBe('Events per month');
    expect(textIn({ name: 'Support', description: null }, 'pl')).toEqual({
      name: 'Support',
      description: null,
    });
  });
});
