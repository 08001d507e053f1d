import { AUDIT_KIND_LABELS, AUDIT_KINDS } from '@carshop/contract/audit';
import { isStaff } from '@carshop/contract/constants';
import { ScrollText } from 'lucide-react';
import { DashboardListPage } from '@/components/dashboard-list-page';
import { ExportCsvButton } from '@/components/export-csv-button';
import { useAllUsersQuery } from '@/domains/users/api';
import { useDashboardList } from '@/lib/use-dashboard-list';
import type { ChoiceFilter, DayFilter } from '@/lib/use-page-param';
import { usePageTitle } from '@/lib/use-page-title';
import { useAuditLogQuery } from '../api';
import { AUDIT_ROWS } from '../components/audit-columns';

const KIND = {
  param: 'kind',
  values: AUDIT_KINDS,
  labels: AUDIT_KIND_LABELS,
  label: 'Kind',
  all: 'All kinds',
} as const satisfies ChoiceFilter;
const WHEN_EMPTY = 'When staff change a car, an order, an enquiry or a user, it shows here.';
/** The shop's calendar days, both included (the API's `from` and `to`). */
const DAYS = [
  { param: 'from', label: 'From' },
  { param: 'to', label: 'To' },
] as const satisfies readonly DayFilter[];

/**
 * /dashboard/audit (admin, issue 30): every staff write, newest first, by kind, person (anyone on the staff) and
 * days, searched by person or target.
 */
export function AuditPage() {
  usePageTitle('Audit log');
  const users = useAllUsersQuery(undefined);
  const staff = (users.data?.data ?? []).filter(isStaff);
  const person = {
    param: 'actor',
    values: staff.map((user) => user._id),
    labels: Object.fromEntries(staff.map((user) => [user._id, `${user.name} (${user.email})`])),
    label: 'Person',
    all: 'Everyone',
    className: 'sm:w-56',
  } satisfies ChoiceFilter;
  const list = useDashboardList([KIND, person], DAYS);
  const { page, limit, chosen, days, search } = list;
  const filters = { kind: chosen.kind, actor: chosen.actor, ...days, search: search.applied };
  // A person in the address is known once the staff have loaded: wait for them rather than show everyone's.
  const query = useAuditLogQuery({ page, limit, ...filters }, { skip: users.isLoading });

  return (
    <DashboardListPage
      title="Audit log"
      lead="Every change staff made (prices, stock, order and enquiry statuses, roles, blocks, deletions), who made it and when. Nobody can edit it."
      action={<ExportCsvButton path="/api/audit.csv" params={filters} />}
      list={list}
      query={users.isLoading ? users : query}
      {...AUDIT_ROWS}
      empty={{ icon: ScrollText, title: 'No changes yet', text: WHEN_EMPTY }}
      noMatch={{ title: 'No entry matches', text: 'Try another search, kind, person or days.' }}
    />
  );
}
