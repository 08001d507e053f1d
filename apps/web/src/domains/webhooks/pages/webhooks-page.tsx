import type { WebhookCreated } from '@carshop/contract/webhook';
import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/loading-block';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/lib/use-page-title';
import { useWebhookEndpointsQuery } from '../api';
import { AddEndpointDialog } from '../components/add-endpoint-dialog';
import { EndpointCard } from '../components/endpoint-card';
import { SecretPanel } from '../components/secret-panel';

/**
 * /dashboard/webhooks (admins, issue 31, ADR 066): the endpoints the shop tells of its events, a new one's secret
 * once, and each one's delivery log with "Send again". Cards at every width: addresses are long, and a phone
 * must never scroll sideways.
 */
export function WebhooksPage() {
  usePageTitle('Webhooks');
  const query = useWebhookEndpointsQuery();
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  return (
    <div className="grid gap-6">
      <DashboardTitle
        title="Webhooks"
        lead="Tell your other systems (accounting, a CRM, a marketplace) when orders, payments, enquiries and cars change."
        action={<AddEndpointDialog onCreated={setCreated} />}
      />
      {created ? <SecretPanel created={created} onDone={() => setCreated(null)} /> : null}
      <QueryState
        query={query}
        data={query.data?.data}
        skeleton={
          <LoadingBlock label="Loading the endpoints" className="grid gap-3">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </LoadingBlock>
        }
        failure="The webhook endpoints could not be loaded."
        empty={
          <EmptyState icon={Webhook} title="No webhook endpoints yet">
            <p className="max-w-prose text-sm text-slate-600">
              Add the address of a system that should hear of new orders, payments, enquiries or car changes.
              Each event is a signed JSON POST (see README, Outgoing webhooks).
            </p>
          </EmptyState>
        }
      >
        {(endpoints) => (
          <ul className="grid gap-3" aria-label="Webhook endpoints">
            {endpoints.map((endpoint) => (
              <EndpointCard key={endpoint._id} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
