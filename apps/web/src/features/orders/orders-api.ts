import type {
  CreateOrderInput,
  Order,
  OrderCreated,
  OrderPage,
  OrderQuote,
  OrderQuoteInput,
} from '@better-deals/domain';
import { api } from '../../lib/api';

/** How the store takes card payments: Paystack's page, or the labelled demo form without keys. */
export interface PaymentOptions {
  success: true;
  card: 'paystack' | 'demo';
}

/** The shopper's side of orders (checkout, account area, order lookup) in the shared query cache. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /orders/quote: what these lines cost now, and the stock left for each. */
    quoteOrder: build.query<OrderQuote, OrderQuoteInput>({
      query: (body) => ({ url: '/orders/quote', method: 'POST', body }),
      keepUnusedDataFor: 30,
    }),
    /** POST /orders: one order per Idempotency-Key, however often it is sent. */
    placeOrder: build.mutation<OrderCreated, { order: CreateOrderInput; idempotencyKey: string }>({
      query: ({ order, idempotencyKey }) => ({
        url: '/orders',
        method: 'POST',
        body: order,
        headers: { 'idempotency-key': idempotencyKey },
      }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'FlashDeals', { type: 'Product', id: 'LIST' }],
    }),
    /** GET /orders: the signed-in customer's orders, newest first. */
    getMyOrders: build.query<OrderPage, { page?: number; limit?: number }>({
      query: ({ page = 1, limit = 10 }) => ({ url: '/orders', params: { page, limit } }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** GET /orders/:number: the owner's order, or a guest's with the order's email. */
    getOrder: build.query<{ success: true; order: Order }, { number: string; email?: string }>({
      query: ({ number, email }) => ({ url: `/orders/${encodeURIComponent(number)}`, params: { email } }),
      providesTags: (_result, _error, { number }) => [{ type: 'Order', id: number }],
    }),
    /** GET /payments/options: whether cards go to Paystack or to the demo form. */
    getPaymentOptions: build.query<PaymentOptions, void>({
      query: () => '/payments/options',
    }),
    /**
     * POST /payments/paystack/verify: back from Paystack, the server checks the payment. A guest
     * gives the order's email; a signed-in owner needs none.
     */
    verifyPaystackPayment: build.mutation<
      { success: true; number: string; status: Order['status'] },
      { reference: string; email?: string | undefined }
    >({
      query: ({ reference, email }) => ({
        url: '/payments/paystack/verify',
        method: 'POST',
        body: { reference, ...(email !== undefined && { email }) },
      }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});
