import { PageHeader } from './page-header';

/**
 * A screen a later issue fills in: its title and description from the route meta, and an empty body.
 * It shows nothing made up (no sample rows, no invented figures) until the real screen replaces it.
 */
export function PlaceholderScreen() {
  return (
    <main data-slot="placeholder-screen" className="grid content-start gap-6">
      <PageHeader />
    </main>
  );
}
