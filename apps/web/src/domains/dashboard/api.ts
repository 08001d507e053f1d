import type { AdminNotices } from '@carshop/contract/notices';
import type { Charts, Stats } from '@carshop/contract/stats';
import { baseApi } from '@/lib/api';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/** The admin overview's figures, charts and notices (admin only on the server); writes elsewhere invalidate `Stats`. */
const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<ApiResult<Stats>, void>({
      query: () => '/admin',
      transformResponse: toApiResult,
      providesTags: ['Stats'],
    }),
    adminCharts: build.query<ApiResult<Charts>, void>({
      query: () => '/admin/charts',
      transformResponse: toApiResult,
      providesTags: ['Stats'],
    }),
    adminNotices: build.query<ApiResult<AdminNotices>, void>({
      query: () => '/admin/notices',
      transformResponse: toApiResult,
    }),
  }),
});

export const { useAdminStatsQuery, useAdminChartsQuery, useAdminNoticesQuery } = dashboardApi;
