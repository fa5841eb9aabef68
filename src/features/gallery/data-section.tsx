import { Trans } from '@lingui/react/macro';
import { GalleryItem, GallerySection } from './gallery-section';
import { GalleryTable } from './gallery-table';

/** The data table with sorting, selection, paging and its loading, empty and error states. */
export function DataSection() {
  return (
    <GallerySection id="data" title={<Trans>Data</Trans>}>
      <GalleryItem title={<Trans>Data table and pagination</Trans>} className="block">
        <GalleryTable />
      </GalleryItem>
    </GallerySection>
  );
}
