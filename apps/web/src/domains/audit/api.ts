import type { AuditEntry, AuditKind } from '@carshop/contract/audit';
import { baseApi } from '@/lib/api';
import { type ApiResult, toApiResult } from '@/lib/api-result';

type AuditListArgs = { page: number; limit: number; kind?: AuditKind; search?: string };

/** The audit log (admin; ADR 055): read only, never cached past a visit (every staff write adds to it). */
const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<ApiResult<AuditEntry[]>, AuditListArgs>({
      query: ({ page, limit, kind, search }) => ({
        url: '/audit',
        params: { page, limit, ...(kind ? { kind } : {}), ...(search ? { search } : {}) },
      }),
      transformResponse: toApiResult,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
