import { createFileRoute } from '@tanstack/react-router';
import { GalleryScreen } from '@/features/gallery/gallery-screen';
import { validateGallerySearch } from '@/features/gallery/gallery-search';

// Spec section 2 puts this under the signed-in routes; its guard comes with the app shell.
export const Route = createFileRoute('/test-dark-mode')({
  validateSearch: validateGallerySearch,
  component: GalleryScreen,
});
