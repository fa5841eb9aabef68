import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

function renderTooltips() {
  render(
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger>Save</TooltipTrigger>
        <TooltipContent>Saves the draft</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger>Delete</TooltipTrigger>
        <TooltipContent>Deletes the draft</TooltipContent>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </TooltipProvider>,
  );
  return {
    save: screen.getByRole('button', { name: 'Save' }),
    remove: screen.getByRole('button', { name: 'Delete' }),
    elsewhere: screen.getByRole('button', { name: 'Elsewhere' }),
  };
}

// Events are fired directly and the clock only moves when told to, so the 200 ms edge is exact.
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function hover(trigger: HTMLElement) {
  fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
  fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
  advance(0);
}

// Radix closes a hoverable tooltip once the pointer has left the trigger and moved away from it.
function leave(trigger: HTMLElement) {
  fireEvent.pointerLeave(trigger, { pointerType: 'mouse', clientX: 0, clientY: 0 });
  fireEvent.pointerMove(document.body, { pointerType: 'mouse', clientX: 900, clientY: 900 });
}

function focus(element: HTMLElement) {
  act(() => element.focus());
}

const shownTooltips = () => screen.queryAllByRole('tooltip').map((tooltip) => tooltip.textContent);

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays open for 200 ms after the pointer leaves, then closes', () => {
    const { save } = renderTooltips();
    hover(save);
    expect(shownTooltips()).toEqual(['Saves the draft']);

    leave(save);
    advance(199);
    expect(shownTooltips()).toEqual(['Saves the draft']);
    advance(1);
    expect(shownTooltips()).toEqual([]);
  });

  it('keeps a lingering tooltip open when the pointer comes back to the trigger', () => {
    const { save } = renderTooltips();
    hover(save);
    leave(save);
    advance(100);
    hover(save);
    advance(1000);
    expect(shownTooltips()).toEqual(['Saves the draft']);
  });

  it('opens on keyboard focus and closes 200 ms after the focus moves on', () => {
    const { save, elsewhere } = renderTooltips();
    focus(save);
    expect(shownTooltips()).toEqual(['Saves the draft']);

    focus(elsewhere);
    advance(199);
    expect(shownTooltips()).toEqual(['Saves the draft']);
    advance(1);
    expect(shownTooltips()).toEqual([]);
  });

  it('closes at once on Escape', () => {
    const { save } = renderTooltips();
    focus(save);
    fireEvent.keyDown(save, { key: 'Escape' });
    expect(shownTooltips()).toEqual([]);
  });

  it('hides a lingering tooltip at once when another one opens', () => {
    const { save, remove } = renderTooltips();
    focus(save);
    focus(remove);
    expect(shownTooltips()).toEqual(['Deletes the draft']);
  });
});
