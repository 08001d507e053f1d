import { ADMIN_TABLE_PAGE_SIZE } from '@carshop/contract/constants';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  type EnquiryStatus,
  type EnquiryType,
} from '@carshop/contract/enquiry';
import { InboxIcon } from 'lucide-react';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/form-field';
import { TableSearch } from '@/components/ui/table-search';
import { useChoiceParam, useKeepPageInRange, usePageParam, useSearchParam } from '@/lib/use-page-param';
import { usePageTitle } from '@/lib/use-page-title';
import { useEnquiriesQuery } from '../api';
import { ENQUIRY_STATUS_LABELS, ENQUIRY_TYPE_LABELS } from '../components/enquiry-badges';
import { ADMIN_ENQUIRY_COLUMNS } from '../components/enquiry-columns';

/** /dashboard/enquiries (admin, issue 22): every enquiry, newest first, by status and type, searched. */
export function EnquiriesPage() {
  usePageTitle('Enquiries');
  const [page, setPage] = usePageParam();
  const search = useSearchParam();
  const [status, setStatus] = useChoiceParam<EnquiryStatus>('status', ENQUIRY_STATUSES);
  const [type, setType] = useChoiceParam<EnquiryType>('type', ENQUIRY_TYPES);
  const query = useEnquiriesQuery({
    page,
    limit: ADMIN_TABLE_PAGE_SIZE,
    status,
    type,
    search: search.applied,
  });
  const meta = query.data?.meta;
  useKeepPageInRange(page, meta?.totalPage, setPage);
  const filtered = Boolean(status || type || search.applied);

  return (
    <div className="grid gap-6">
      <DashboardTitle
        title="Enquiries"
        lead="Questions about cars, test-drive requests and Contact Us messages, newest first."
      />
      <TableSearch
        id="enquiries-search"
        label="Search enquiries"
        placeholder="Name or email"
        value={search.typed}
        onChange={search.setTyped}
      >
        <SelectField
          id="enquiries-status"
          label="Status"
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || undefined) as EnquiryStatus | undefined)}
          className="sm:w-40"
        >
          <option value="">All statuses</option>
          {ENQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ENQUIRY_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="enquiries-type"
          label="Type"
          value={type ?? ''}
          onChange={(event) => setType((event.target.value || undefined) as EnquiryType | undefined)}
          className="sm:w-40"
        >
          <option value="">All types</option>
          {ENQUIRY_TYPES.map((value) => (
            <option key={value} value={value}>
              {ENQUIRY_TYPE_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </TableSearch>
      <DataTable
        columns={ADMIN_ENQUIRY_COLUMNS}
        className="[&_td]:px-3 [&_th]:px-3"
        query={query}
        rows={query.data?.data}
        rowKey={(enquiry) => enquiry._id}
        caption="All enquiries, newest first"
        loadingLabel="Loading enquiries"
        failure="The enquiries could not be loaded."
        layout="cards"
        empty={
          <EmptyState icon={InboxIcon} title={filtered ? 'No enquiry matches' : 'No enquiries yet'}>
            <p className="text-sm text-slate-600">
              {filtered
                ? 'Try another search, status or type.'
                : 'Questions and test-drive requests from the car pages, and Contact Us messages, arrive here.'}
            </p>
          </EmptyState>
        }
        pager={{ page, meta, noun: 'enquiries', onPageChange: setPage }}
      />
    </div>
  );
}
