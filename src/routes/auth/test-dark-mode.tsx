import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GalleryScreen } from '@/features/gallery/gallery-screen';
import { validateGallerySearch } from '@/features/gallery/gallery-search';

// Open to everyone (spec section 2: an auth route that needs no sign-in). The gallery brings its own
// header and theme switch, so it stays outside the layouts.
export const Route = createFileRoute('/auth/test-dark-mode')({
  validateSearch: validateGallerySearch,
  staticData: { title: msg`Widget gallery` },
  component: GalleryScreen,
});
