import type { Car } from '@carshop/contract/car';
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
import type { TradeInOffer } from '@carshop/contract/trade-in';
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
    /**
     * "Value my trade-in" (issue 32): the form's fields and photos as multipart/form-data; the photos are checked
     * and re-encoded as car pictures are.
     */
    sendTradeIn: build.mutation<ApiResult<Enquiry>, { fields: Record<string, string>; photos: File[] }>({
      query: ({ fields, photos }) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        for (const photo of photos) body.append('photos', photo);
        return { url: '/trade-ins', method: 'POST', body };
      },
      transformResponse: toApiResult,
      invalidatesTags: ['Enquiry'],
    }),
    /** The car a trade-in is for, named on the form (the catalogue's own answer). */
    wantedCar: build.query<ApiResult<Car>, string>({
      query: (id) => apiPath`/cars/${id}`,
      transformResponse: toApiResult,
      providesTags: ['Car'],
    }),
    /** Staff: the offer for a trade-in (the buyer is mailed). */
    offerForTradeIn: build.mutation<ApiResult<EnquiryThread>, { id: string } & TradeInOffer>({
      query: ({ id, ...body }) => ({ url: apiPath`/enquiries/${id}/trade-in/offer`, method: 'PUT', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['Enquiry'],
    }),
    /** The buyer accepts the offer (it goes with their pending order of the car they asked about, if any). */
    acceptTradeIn: build.mutation<ApiResult<EnquiryThread>, { id: string; orderId?: string }>({
      query: ({ id, orderId }) => ({
        url: apiPath`/enquiries/${id}/trade-in/accept`,
        method: 'POST',
        body: orderId ? { orderId } : {},
      }),
      transformResponse: toApiResult,
      invalidatesTags: ['Enquiry', 'Order'],
    }),
    /** At checkout: the buyer's accepted trade-in goes with their new order. */
    linkTradeIn: build.mutation<ApiResult<EnquiryThread>, { id: string; orderId: string }>({
      query: ({ id, orderId }) => ({
        url: apiPath`/enquiries/${id}/trade-in/order`,
        method: 'PUT',
        body: { orderId },
      }),
      transformResponse: toApiResult,
      invalidatesTags: ['Enquiry', 'Order'],
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
  useSendTradeInMutation,
  useWantedCarQuery,
  useOfferForTradeInMutation,
  useAcceptTradeInMutation,
  useLinkTradeInMutation,
} = enquiriesApi;
