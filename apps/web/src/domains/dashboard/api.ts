import type { AdminNotices } from '@carshop/contract/notices';
import type { Charts, Stats } from '@carshop/contract/stats';
import type { Today } from '@carshop/contract/today';
import { baseApi } from '@/lib/api';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/**
 * The admin overview's figures, charts and notices (admin only on the server), and every staff member's Today;
 * writes elsewhere invalidate `Stats`.
 */
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
    /** What needs the signed-in staff member today; any change to a lead, an order or money refreshes it. */
    today: build.query<ApiResult<Today>, void>({
      query: () => '/dashboard/today',
      transformResponse: toApiResult,
      providesTags: ['Enquiry', 'Order', 'Stats'],
    }),
    adminNotices: build.query<ApiResult<AdminNotices>, void>({
      query: () => '/admin/notices',
      transformResponse: toApiResult,
    }),
  }),
});

export const { useAdminStatsQuery, useAdminChartsQuery, useAdminNoticesQuery, useTodayQuery } = dashboardApi;
