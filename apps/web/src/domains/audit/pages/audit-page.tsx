import { AUDIT_KIND_LABELS, AUDIT_KINDS } from '@carshop/contract/audit';
import { ScrollText } from 'lucide-react';
import { DashboardListPage } from '@/components/dashboard-list-page';
import { useDashboardList } from '@/lib/use-dashboard-list';
import type { ChoiceFilter } from '@/lib/use-page-param';
import { usePageTitle } from '@/lib/use-page-title';
import { useAuditLogQuery } from '../api';
import { AUDIT_COLUMNS } from '../components/audit-columns';
import { ExportCsvButton } from '../components/export-csv-button';

const FILTERS = [
  { param: 'kind', values: AUDIT_KINDS, labels: AUDIT_KIND_LABELS, label: 'Kind', all: 'All kinds' },
] as const satisfies readonly ChoiceFilter[];

/** /dashboard/audit (admin, issue 30): every staff write, newest first, by kind, searched by person or target. */
export function AuditPage() {
  usePageTitle('Audit log');
  const list = useDashboardList(FILTERS);
  const { page, limit, chosen, search } = list;
  const query = useAuditLogQuery({ page, limit, ...chosen, search: search.applied });

  return (
    <DashboardListPage
      title="Audit log"
      lead="Every change staff made (prices, stock, order and enquiry statuses, roles, blocks, deletions), who made it and when. Nobody can edit it."
      action={<ExportCsvButton params={{ kind: chosen.kind, search: search.applied }} />}
      list={list}
      query={query}
      noun="entries"
      search="Person, car, order or email"
      columns={AUDIT_COLUMNS}
      caption="Staff changes, newest first"
      layout="cards"
      icon={ScrollText}
      empty={{
        title: 'No changes yet',
        text: 'When staff change a car, an order, an enquiry or a user, it shows here.',
      }}
      noMatch={{ title: 'No entry matches', text: 'Try another search or kind.' }}
    />
  );
}
