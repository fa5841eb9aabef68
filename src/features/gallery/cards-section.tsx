import { Trans, useLingui } from '@lingui/react/macro';
import { Activity, CreditCard, Globe, MousePointerClick } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage, getInitials } from '@/components/ui/avatar';
import { Card, CardDescription, CardHeader, CardTitle, type CardPadding } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { MetricCard } from '@/components/ui/metric-card';
import { UserCard } from '@/components/ui/user-card';
import { GalleryItem, GallerySection } from './gallery-section';
import { sampleAvatarUrl } from './sample-avatar';

const paddings: readonly CardPadding[] = ['none', 12, 20, 24];

function PaddedCards() {
  return paddings.map((padding) => (
    <Card key={padding} padding={padding}>
      <CardHeader>
        <CardTitle>
          {padding === 'none' ? <Trans>No padding</Trans> : <Trans>Padding {padding} px</Trans>}
        </CardTitle>
        <CardDescription>
          <Trans>Card content</Trans>
        </CardDescription>
      </CardHeader>
    </Card>
  ));
}

function MetricCards() {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const money = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'USD' });
  return (
    <>
      <MetricCard label={t`Events today`} value={number.format(18_452)} change={12.5} icon={<Activity />} />
      <MetricCard
        label={t`Failed deliveries`}
        value={number.format(37)}
        change={-8.2}
        icon={<MousePointerClick />}
      />
      <MetricCard label={t`Active domains`} value={number.format(14)} change={0} icon={<Globe />} />
      <MetricCard label={t`Revenue this month`} value={money.format(2_480)} loading icon={<CreditCard />} />
    </>
  );
}

function Avatars() {
  const names = ['Piotr Zieliński', 'Jonas Becker', 'Lucía Fernández'];
  return (
    <>
      <Avatar size="xl">
        <AvatarImage src={sampleAvatarUrl} alt="Anna Nowak" />
        <AvatarFallback>{getInitials('Anna Nowak')}</AvatarFallback>
      </Avatar>
      <Avatar size="lg">
        <AvatarImage src={sampleAvatarUrl} alt="Anna Nowak" />
        <AvatarFallback>{getInitials('Anna Nowak')}</AvatarFallback>
      </Avatar>
      {names.map((name) => (
        <Avatar key={name} role="img" aria-label={name}>
          <AvatarFallback aria-hidden="true">{getInitials(name)}</AvatarFallback>
        </Avatar>
      ))}
      <Avatar size="sm" role="img" aria-label="Marie Dubois">
        <AvatarFallback aria-hidden="true">{getInitials('Marie Dubois')}</AvatarFallback>
      </Avatar>
    </>
  );
}

/** Cards and the widgets built on them, the page container and avatars. */
export function CardsSection() {
  const { t, i18n } = useLingui();
  const compact = new Intl.NumberFormat(i18n.locale, { notation: 'compact' });
  return (
    <GallerySection id="cards" title={<Trans>Cards</Trans>}>
      <GalleryItem
        title={<Trans>Card paddings</Trans>}
        className="grid items-start sm:grid-cols-2 lg:grid-cols-4"
      >
        <PaddedCards />
      </GalleryItem>
      <GalleryItem title={<Trans>Container</Trans>} className="block">
        <div className="rounded-lg border border-dashed py-4">
          <Container size="sm" className="rounded-md bg-muted py-3 text-sm">
            <Trans>
              A small container: centred, at most 48 rem wide, with side padding that grows with the screen.
            </Trans>
          </Container>
        </div>
      </GalleryItem>
      <GalleryItem
        title={<Trans>Metric cards</Trans>}
        className="grid items-stretch sm:grid-cols-2 lg:grid-cols-4"
      >
        <MetricCards />
      </GalleryItem>
      <GalleryItem title={<Trans>User card</Trans>} className="grid items-start md:grid-cols-2">
        <UserCard
          name="Anna Nowak"
          avatar={sampleAvatarUrl}
          status="online"
          verified
          badge={t`Admin`}
          badgeType="info"
          title={t`Marketing lead`}
          department={t`Growth`}
          email="anna.nowak@example.com"
          phone="+48 601 234 567"
          stats={[
            { label: t`Domains`, value: 14 },
            { label: t`Events`, value: compact.format(1_204_000) },
            { label: t`Tickets`, value: 3 },
          ]}
          skills={['Google Ads', 'Meta Ads', 'Analytics', 'SQL', 'Tag Manager']}
        />
        <UserCard
          name="Jonas Becker"
          status="away"
          title={t`Developer`}
          email="jonas.becker@example.de"
          skills={['TypeScript', 'Node.js']}
        />
      </GalleryItem>
      <GalleryItem title={<Trans>Avatars: image and initials</Trans>}>
        <Avatars />
      </GalleryItem>
    </GallerySection>
  );
}
