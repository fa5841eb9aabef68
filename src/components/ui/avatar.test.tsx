import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, AvatarFallback, AvatarImage, getInitials } from './avatar';

afterEach(cleanup);

describe('getInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(getInitials('Anna Maria Nowak')).toBe('AN');
    expect(getInitials('  Łukasz   Żak ')).toBe('ŁŻ');
  });

  it('takes one letter from a single name and none from an empty one', () => {
    expect(getInitials('Cher')).toBe('C');
    expect(getInitials('')).toBe('');
  });
});

describe('Avatar', () => {
  it('shows the fallback while the image has not loaded', () => {
    const { container } = render(
      <Avatar size="lg">
        <AvatarImage src="/avatar.png" alt="" />
        <AvatarFallback>AN</AvatarFallback>
      </Avatar>,
    );
    expect(container.querySelector('[data-slot="avatar-fallback"]')?.textContent).toBe('AN');
    expect(container.querySelector('[data-slot="avatar"]')?.className).toContain('size-12');
  });
});
