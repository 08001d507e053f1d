import type { AuditEntry, AuditKind } from '@carshop/contract/audit';
import { baseApi } from '@/lib/api';
import { type ApiResult, toApiResult } from '@/lib/api-result';

type AuditListArgs = {
  page: number;
  limit: number;
  kind?: AuditKind;
  /** A staff member's id. */
  actor?: string;
  /** The shop's calendar days, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  search?: string;
};

/** The audit log (admin; ADR 055): read only, never cached past a visit (every staff write adds to it). */
const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<ApiResult<AuditEntry[]>, AuditListArgs>({
      query: ({ page, limit, ...filters }) => ({
        url: '/audit',
        // Only the filters that are set: an empty one is no filter.
        params: { page, limit, ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) },
      }),
      transformResponse: toApiResult,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
