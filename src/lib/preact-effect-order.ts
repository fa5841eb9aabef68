import { h, options, render } from 'preact';
import { useEffect } from 'preact/hooks';

/** The option hooks used here: two are Preact's internal names, the ones @preact/signals hooks into too. */
interface RuntimeOptions {
  requestAnimationFrame?: (flush: () => void) => void;
  /** Before a component renders. */
  __r?: (vnode: unknown) => void;
  /** After a render has been committed to the DOM (and its layout effects have run). */
  __c?: (vnode: unknown, commitQueue: unknown[]) => void;
}

/** Preact's own timing for passive effects: after the next frame, or 35 ms when no frame comes. */
function afterNextFrame(callback: () => void) {
  const done = () => {
    clearTimeout(timeout);
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 35);
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(done) : 0;
}

/**
 * Makes Preact run passive effects (`useEffect`) in React's order: every effect still waiting from one
 * commit runs, children before parents, before anything renders again. Preact instead runs a component's
 * waiting effects when that component renders again, ahead of its children's. Radix depends on React's
 * order: a menu opened from the keyboard focuses its first item only if the items have registered (in
 * their effects) before the menu's focus scope focuses it (in a parent's effect); in Preact's order the
 * menu opened with nothing focused inside it. Call once, before the first render.
 */
export function runEffectsInReactOrder() {
  const runtime = options as RuntimeOptions;
  let flushEffects: (() => void) | undefined;
  let committed = false;

  // Preact hands its effect flush to this option whenever effects start waiting; the flush is kept so
  // that it can also run early, and is scheduled as Preact itself would.
  runtime.requestAnimationFrame = (flush) => {
    flushEffects = flush;
    afterNextFrame(flush);
  };
  const commit = runtime.__c;
  runtime.__c = (vnode, commitQueue) => {
    commit?.(vnode, commitQueue);
    committed = true;
  };
  const beforeRender = runtime.__r;
  runtime.__r = (vnode) => {
    if (committed) {
      committed = false;
      flushEffects?.();
    }
    beforeRender?.(vnode);
  };

  // Preact gives its flush away only once an effect waits: one waits now, so the flush is known even
  // when later effects are scheduled by someone else (a test's act()).
  const probe = document.createElement('div');
  render(
    h(() => {
      useEffect(() => undefined, []);
      return null;
    }, null),
    probe,
  );
  render(null, probe);
}
