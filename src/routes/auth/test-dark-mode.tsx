import { createFileRoute } from '@tanstack/react-router';
import { GalleryScreen } from '@/features/gallery/gallery-screen';
import { validateGallerySearch } from '@/features/gallery/gallery-search';

// Open to everyone (spec section 2: an auth route that needs no sign-in).
export const Route = createFileRoute('/auth/test-dark-mode')({
  validateSearch: validateGallerySearch,
  component: GalleryScreen,
});
