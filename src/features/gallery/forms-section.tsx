import { Trans } from '@lingui/react/macro';
import { ChoiceFields } from './choice-fields';
import { DateFields } from './date-fields';
import { FilterDemo } from './filter-demo';
import { GalleryItem, GallerySection } from './gallery-section';
import { SearchDemo } from './search-demo';
import { TextFields } from './text-fields';

/** Text fields with their limits, choices, dates, search and filters. */
export function FormsSection() {
  return (
    <GallerySection id="forms" title={<Trans>Forms</Trans>}>
      <GalleryItem title={<Trans>Text fields and their limits</Trans>}>
        <TextFields />
      </GalleryItem>
      <GalleryItem title={<Trans>Choices</Trans>}>
        <ChoiceFields />
      </GalleryItem>
      <GalleryItem title={<Trans>Dates and ranges of dates</Trans>}>
        <DateFields />
      </GalleryItem>
      <GalleryItem title={<Trans>Search with suggestions</Trans>}>
        <SearchDemo />
      </GalleryItem>
      <GalleryItem title={<Trans>Filter bar</Trans>}>
        <FilterDemo />
      </GalleryItem>
    </GallerySection>
  );
}
