import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { GalleryItem, GallerySection } from './gallery-section';

const buttonVariants = [
  { variant: 'default', label: msg`Default` },
  { variant: 'destructive', label: msg`Destructive` },
  { variant: 'outline', label: msg`Outline` },
  { variant: 'secondary', label: msg`Secondary` },
  { variant: 'ghost', label: msg`Ghost` },
  { variant: 'link', label: msg`Link` },
] as const;

const buttonSizes = [
  { size: 'sm', label: msg`Small` },
  { size: 'default', label: msg`Default` },
  { size: 'lg', label: msg`Large` },
] as const;

const badgeVariants: readonly { variant: BadgeVariant; label: MessageDescriptor }[] = [
  { variant: 'default', label: msg`Default` },
  { variant: 'secondary', label: msg`Secondary` },
  { variant: 'outline', label: msg`Outline` },
  { variant: 'success', label: msg`Active` },
  { variant: 'warning', label: msg`Pending` },
  { variant: 'destructive', label: msg`Failed` },
  { variant: 'info', label: msg`New` },
];

/** How long the demo save keeps its button busy. */
const SAVE_MS = 2000;

/** A button that is busy for two seconds after a click, as a form's submit button is. */
function SaveButton() {
  const [saving, setSaving] = useState(false);
  const timerRef = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timerRef.current), []);
  return (
    <Button
      variant="secondary"
      loading={saving}
      onClick={() => {
        setSaving(true);
        timerRef.current = window.setTimeout(() => setSaving(false), SAVE_MS);
      }}
    >
      <Trans>Click to save</Trans>
    </Button>
  );
}

/** Buttons in every variant and size, and badges in every colour. */
export function ActionsSection() {
  const { t, i18n } = useLingui();
  return (
    <GallerySection id="actions" title={<Trans>Actions</Trans>}>
      <GalleryItem title={<Trans>Button variants</Trans>}>
        {buttonVariants.map(({ variant, label }) => (
          <Button key={variant} variant={variant}>
            {i18n._(label)}
          </Button>
        ))}
      </GalleryItem>
      <GalleryItem title={<Trans>Button sizes</Trans>}>
        {buttonSizes.map(({ size, label }) => (
          <Button key={size} size={size} variant="outline">
            {i18n._(label)}
          </Button>
        ))}
        <Button size="icon" aria-label={t`Add domain`}>
          <Plus />
        </Button>
      </GalleryItem>
      <GalleryItem title={<Trans>Button states</Trans>}>
        <Button>
          <Plus />
          <Trans>With icon</Trans>
        </Button>
        <Button disabled>
          <Trans>Disabled</Trans>
        </Button>
        <Button loading>
          <Trans>Saving…</Trans>
        </Button>
        <SaveButton />
        <Button variant="destructive" disabled>
          <Trash2 />
          <Trans>Disabled delete</Trans>
        </Button>
      </GalleryItem>
      <GalleryItem title={<Trans>Badges</Trans>}>
        {badgeVariants.map(({ variant, label }) => (
          <Badge key={variant} variant={variant}>
            {i18n._(label)}
          </Badge>
        ))}
      </GalleryItem>
    </GallerySection>
  );
}
