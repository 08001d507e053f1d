import type { UnsubscribeScope } from '@carshop/contract/alert';
import { baseApi } from '@/lib/api';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/**
 * The alert mails' unsubscribe link (ADR 071): what a token stops (reading changes nothing), and stopping it. No
 * session: the signed token says whose alerts.
 */
const alertsApi = baseApi.enhanceEndpoints({ addTagTypes: ['SavedSearch', 'Favourite'] }).injectEndpoints({
  endpoints: (build) => ({
    describeUnsubscribe: build.query<ApiResult<UnsubscribeScope>, string>({
      query: (token) => ({ url: '/alerts/unsubscribe', params: { token } }),
      transformResponse: toApiResult,
    }),
    unsubscribe: build.mutation<ApiResult<UnsubscribeScope>, string>({
      query: (token) => ({ url: '/alerts/unsubscribe', method: 'POST', params: { token } }),
      transformResponse: toApiResult,
      // The dashboard's toggles show the change when the buyer opens them in this tab.
      invalidatesTags: ['SavedSearch', 'Favourite'],
    }),
  }),
});

export const { useDescribeUnsubscribeQuery, useUnsubscribeMutation } = alertsApi;
