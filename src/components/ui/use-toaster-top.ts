import { useSyncExternalStore } from 'react';
import { useSonner } from 'sonner';

/** Below the dashboard's sticky header (3.5 rem) with a gap: the toasts' least distance from the top. */
const BELOW_THE_TOP_BAR_PX = 72;
/** The gap between the page's header and the first toast. */
const GAP_PX = 12;

/**
 * Where the toasts start: below the page's header (its title and actions) while it is on screen, a list's
 * or a record's (whose actions a toast after one of them would otherwise cover, and keep covered while
 * hovered).
 */
function clearOfPageHeader(): number {
  const header = document.querySelector('[data-slot="page-header"], [data-slot="record-header"]');
  const bottom = header ? header.getBoundingClientRect().bottom : 0;
  return Math.round(Math.max(BELOW_THE_TOP_BAR_PX, bottom + GAP_PX));
}

/** Tells, at most once a frame, that the page scrolled, resized or changed (a toast often comes with a navigation). */
function subscribeToPageMoves(onChange: () => void) {
  let frame = 0;
  const changeSoon = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(onChange);
  };
  const pageChanges = new MutationObserver(changeSoon);
  pageChanges.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('scroll', changeSoon, { passive: true });
  window.addEventListener('resize', changeSoon);
  return () => {
    cancelAnimationFrame(frame);
    pageChanges.disconnect();
    window.removeEventListener('scroll', changeSoon);
    window.removeEventListener('resize', changeSoon);
  };
}

const noSubscription = () => () => {};
const belowTheTopBar = () => BELOW_THE_TOP_BAR_PX;

/**
 * The toaster's distance from the top of the screen, in pixels, such that no toast hides the page's
 * title or the buttons beside it (issue 26): just below the page's header while it is on screen, just
 * below the top bar once it has scrolled away. The page is measured only while toasts are shown.
 */
export function useToasterTop(): number {
  const shown = useSonner().toasts.length > 0;
  return useSyncExternalStore(
    shown ? subscribeToPageMoves : noSubscription,
    shown ? clearOfPageHeader : belowTheTopBar,
  );
}
