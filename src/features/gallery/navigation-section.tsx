import { Trans, useLingui } from '@lingui/react/macro';
import { CircleHelp, Copy } from 'lucide-react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { DropdownDemo } from './dropdown-demo';
import { GalleryItem, GallerySection } from './gallery-section';
import { SidebarDemo } from './sidebar-demo';

function Tooltips() {
  const { t } = useLingui();
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="outline" data-testid="gallery-tooltip">
            <CircleHelp />
            <Trans>What is a tracking domain?</Trans>
          </Button>
        </TooltipTrigger>
        <TooltipContent>
          <Trans>
            A subdomain of your site that receives the events, so browsers treat them as first-party.
          </Trans>
        </TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t`Copy the API key`}>
            <Copy />
          </Button>
        </TooltipTrigger>
        <TooltipContent side="right">
          <Trans>Copy the API key</Trans>
        </TooltipContent>
      </Tooltip>
    </>
  );
}

/** Breadcrumb, dropdown menus, tooltips and the sidebar. */
export function NavigationSection() {
  const { t } = useLingui();
  return (
    <GallerySection id="navigation" title={<Trans>Navigation</Trans>}>
      <GalleryItem title={<Trans>Breadcrumb</Trans>}>
        <Breadcrumb
          // Named apart from the shell's own trail, on the same page inside the user layout.
          aria-label={t`Breadcrumb example`}
          items={[
            { label: t`Dashboard`, to: '#navigation' },
            { label: t`Domains`, to: '#navigation' },
            { label: 'shop.example.com' },
          ]}
        />
      </GalleryItem>
      <GalleryItem title={<Trans>Dropdown</Trans>}>
        <DropdownDemo />
      </GalleryItem>
      <GalleryItem title={<Trans>Tooltips</Trans>}>
        <Tooltips />
      </GalleryItem>
      <GalleryItem title={<Trans>Sidebar</Trans>}>
        <SidebarDemo />
      </GalleryItem>
    </GallerySection>
  );
}
