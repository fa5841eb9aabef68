import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GalleryScreen } from '@/features/gallery/gallery-screen';
import { validateGallerySearch } from '@/features/gallery/gallery-search';

// Spec section 2 lists the gallery among the signed-in routes, in the user layout.
export const Route = createFileRoute('/_user/test-dark-mode')({
  validateSearch: validateGallerySearch,
  staticData: { title: msg`Widget gallery` },
  component: GalleryScreen,
});
