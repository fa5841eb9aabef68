import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Globe, Plus } from 'lucide-react';
import type { Domain } from '@/api/queries/domains';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { DomainSubscriptionRow } from './domain-subscription-row';

interface DomainSubscriptionsCardProps {
  domains: readonly Domain[];
  onChangePlan: (domainId: string) => void;
}

/** Every domain of the owner with its plan and subscription: each domain is paid for on its own. */
export function DomainSubscriptionsCard({ domains, onChangePlan }: DomainSubscriptionsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Subscriptions</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>Each domain has a plan of its own, paid monthly or yearly.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {domains.length === 0 ? (
          <EmptyState
            icon={<Globe />}
            title={<Trans>No domains yet.</Trans>}
            description={<Trans>Add a domain first, then choose its plan here.</Trans>}
            action={
              <Button asChild>
                <Link to="/domains/add">
                  <Plus aria-hidden />
                  <Trans>Add domain</Trans>
                </Link>
              </Button>
            }
          />
        ) : (
          <ul className="divide-y">
            {domains.map((domain) => (
              <DomainSubscriptionRow key={domain.id} domain={domain} onChangePlan={onChangePlan} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
