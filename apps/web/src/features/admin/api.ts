import type { Car, CarCreate, CarUpdate } from '@carshop/contract/car';
import { UPLOAD_FIELD } from '@carshop/contract/images';
import type { AdminNotices } from '@carshop/contract/notices';
import type { Order, OrderDetail, OrderListQuery, OrderUpdate } from '@carshop/contract/order';
import type { Charts, Stats } from '@carshop/contract/stats';
import type { UploadedPicture } from '@carshop/contract/upload';
import type { User, UserUpdate } from '@carshop/contract/user';
import { baseApi } from '@/lib/api';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/**
 * The admin's endpoints (admin only on the server). Tags follow spec §4: a car write invalidates `Car` (the
 * catalogue, the detail pages and the admin table refetch) and `Stats` (the overview's figures); an order's
 * status change invalidates `Order` and `Stats`, and `Car` too, since canceling returns cars to stock.
 */
const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    allUsers: build.query<ApiResult<User[]>, void>({
      query: () => '/auth/all-user',
      transformResponse: toApiResult,
      providesTags: ['User'],
    }),
    updateUser: build.mutation<ApiResult<User>, { id: string } & UserUpdate>({
      query: ({ id, ...body }) => ({ url: `/auth/user/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['User'],
    }),

    addCar: build.mutation<ApiResult<Car>, CarCreate>({
      query: (body) => ({ url: '/cars', method: 'POST', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['Car', 'Stats'],
    }),
    updateCar: build.mutation<ApiResult<Car>, { id: string } & CarUpdate>({
      query: ({ id, ...body }) => ({ url: `/cars/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['Car', 'Stats'],
    }),
    deleteCar: build.mutation<ApiResult<{ message: string }>, string>({
      query: (id) => ({ url: `/cars/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: toApiResult,
      invalidatesTags: ['Car', 'Stats'],
    }),
    /** The picture goes as multipart in the field `image` (spec §7); the browser sets the boundary. */
    uploadPicture: build.mutation<ApiResult<UploadedPicture>, File>({
      query: (file) => {
        const body = new FormData();
        body.append(UPLOAD_FIELD, file);
        return { url: '/uploads', method: 'POST', body };
      },
      transformResponse: toApiResult,
    }),

    /** Every order, newest first, a page at a time (`meta` says how many pages). */
    adminOrders: build.query<ApiResult<Order[]>, Pick<OrderListQuery, 'page' | 'limit'>>({
      query: (params) => ({ url: '/orders', params }),
      transformResponse: toApiResult,
      providesTags: ['Order'],
    }),
    /** One order with its status history (who changed it, and when). */
    adminOrderDetail: build.query<ApiResult<OrderDetail>, string>({
      query: (id) => `/orders/${encodeURIComponent(id)}`,
      transformResponse: toApiResult,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    updateOrderStatus: build.mutation<ApiResult<OrderDetail>, { id: string } & OrderUpdate>({
      query: ({ id, status }) => ({
        url: `/orders/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { status },
      }),
      transformResponse: toApiResult,
      invalidatesTags: ['Order', 'Stats', 'Car'],
    }),

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

export const {
  useAllUsersQuery,
  useUpdateUserMutation,
  useAddCarMutation,
  useUpdateCarMutation,
  useDeleteCarMutation,
  useUploadPictureMutation,
  useAdminOrdersQuery,
  useAdminOrderDetailQuery,
  useUpdateOrderStatusMutation,
  useAdminStatsQuery,
  useAdminChartsQuery,
  useAdminNoticesQuery,
} = adminApi;
