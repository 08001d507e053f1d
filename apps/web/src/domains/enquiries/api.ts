import type {
  Enquiry,
  EnquiryCreateInput,
  EnquiryEntryCreate,
  EnquiryListQuery,
  EnquiryThread,
  EnquiryUpdate,
  FreeSlots,
  FreeSlotsQuery,
  OpeningHoursAnswer,
  TestDriveUpdate,
} from '@carshop/contract/enquiry';
import { baseApi } from '@/lib/api';
import { apiPath } from '@/lib/api-path';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/**
 * Enquiries (issue 22): anyone sends one (a question about a car, a test drive, Contact Us); an admin reads
 * every one and moves its status, a customer reads their own (the server decides which).
 */
const enquiriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendEnquiry: build.mutation<ApiResult<Enquiry>, EnquiryCreateInput>({
      query: (body) => ({ url: '/enquiries', method: 'POST', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['Enquiry'],
    }),
    /** The shop's hours and the days a test drive can be booked on now (the shop's "tomorrow", not the browser's). */
    openingHours: build.query<ApiResult<OpeningHoursAnswer>, void>({
      query: () => '/enquiries/opening-hours',
      transformResponse: toApiResult,
    }),
    /** A car's test-drive times on a day that no confirmed test drive holds: what the booking form offers. */
    freeSlots: build.query<ApiResult<FreeSlots>, FreeSlotsQuery>({
      query: (params) => ({ url: '/enquiries/free-slots', params }),
      transformResponse: toApiResult,
      providesTags: ['Enquiry'],
    }),
    /** Staff: confirm (maybe at another time) or cancel a test drive; the buyer is mailed an invitation. */
    scheduleTestDrive: build.mutation<ApiResult<EnquiryThread>, { id: string } & TestDriveUpdate>({
      query: ({ id, ...body }) => ({ url: apiPath`/enquiries/${id}/test-drive`, method: 'PUT', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['Enquiry'],
    }),
    /** Newest first, a page at a time: every one for an admin, one's own for a customer. */
    enquiries: build.query<
      ApiResult<Enquiry[]>,
      Pick<EnquiryListQuery, 'page' | 'limit' | 'status' | 'type' | 'search'>
    >({
      query: (params) => ({ url: '/enquiries', params }),
      transformResponse: toApiResult,
      providesTags: ['Enquiry'],
    }),
    updateEnquiryStatus: build.mutation<ApiResult<Enquiry>, { id: string } & EnquiryUpdate>({
      query: ({ id, status }) => ({
        url: apiPath`/enquiries/${id}`,
        method: 'PATCH',
        body: { status },
      }),
      transformResponse: toApiResult,
      invalidatesTags: ['Enquiry'],
    }),
    /** One enquiry with its thread: replies and, for staff, internal notes (issue 30). */
    enquiry: build.query<ApiResult<EnquiryThread>, string>({
      query: (id) => apiPath`/enquiries/${id}`,
      transformResponse: toApiResult,
      providesTags: ['Enquiry'],
    }),
    /** Staff: a reply mailed to the buyer, or a note only staff see. */
    addEnquiryEntry: build.mutation<
      ApiResult<EnquiryThread>,
      { id: string; kind: 'reply' | 'note' } & EnquiryEntryCreate
    >({
      query: ({ id, kind, text }) => ({
        url: kind === 'reply' ? apiPath`/enquiries/${id}/replies` : apiPath`/enquiries/${id}/notes`,
        method: 'POST',
        body: { text },
      }),
      transformResponse: toApiResult,
      invalidatesTags: ['Enquiry'],
    }),
  }),
});

export const {
  useSendEnquiryMutation,
  useOpeningHoursQuery,
  useEnquiriesQuery,
  useUpdateEnquiryStatusMutation,
  useEnquiryQuery,
  useAddEnquiryEntryMutation,
  useFreeSlotsQuery,
  useScheduleTestDriveMutation,
} = enquiriesApi;
