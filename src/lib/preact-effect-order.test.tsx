import { render } from '@testing-library/preact';
import { useEffect, useLayoutEffect, useState } from 'react';
import { expect, it } from 'vitest';

// tests/setup.ts calls runEffectsInReactOrder(), as main.tsx does.

it('runs every waiting effect, children first, before a parent renders again', async () => {
  const order: string[] = [];
  function Child() {
    useEffect(() => {
      order.push('child');
    }, []);
    return null;
  }
  function Parent() {
    const [renders, setRenders] = useState(0);
    // Renders the parent again before any effect had its frame, as Radix's focus scope does on mount.
    useLayoutEffect(() => {
      if (renders === 0) setRenders(1);
    }, [renders]);
    useEffect(() => {
      order.push(`parent ${String(renders)}`);
    }, [renders]);
    return <Child />;
  }
  render(<Parent />);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(order).toEqual(['child', 'parent 0', 'parent 1']);
});
