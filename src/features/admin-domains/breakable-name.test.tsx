import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableName } from './breakable-name';

/** The name as rendered, a `|` where a line may break. */
function breaks(name: string) {
  const { container } = render(<BreakableName name={name} />);
  return container.innerHTML.replace(/<span[^>]*>|<\/span>/g, '').replaceAll('<wbr>', '|');
}

describe('BreakableName', () => {
  it('lets a host name break after its dots only', () => {
    expect(breaks('new-store.example.com')).toBe('new-store.|example.|com');
  });

  it('lets an email address break before its @ and after its dots', () => {
    expect(breaks('owner@example.com')).toBe('owner|@example.|com');
  });

  it('reads as the name itself', () => {
    const { container } = render(<BreakableName name="owner@example.com" />);
    expect(container.textContent).toBe('owner@example.com');
  });
});
