import {
  CouponCheckInput,
  CouponCheckResponseSchema,
  CreateVoucherInput,
  UpdateVoucherInput,
  VoucherIdParams,
  VoucherListResponseSchema,
  VoucherResponseSchema,
} from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../auth/auth.plugin';
import type { VouchersService } from './vouchers.service';

const staffOnly = requireRole('admin', 'superadmin');

/** Vouchers: staff create, list and change them; the cart checks a typed code. */
export function vouchersRoutes(app: FastifyInstance, { vouchers }: { vouchers: VouchersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['vouchers'];

  api.post(
    '/coupons/check',
    {
      schema: {
        summary: 'What a coupon code takes off a subtotal now, or why it does not apply',
        tags,
        body: CouponCheckInput,
        response: { 200: CouponCheckResponseSchema },
      },
    },
    async (req) => vouchers.check(req.body),
  );

  api.get(
    '/admin/coupons',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Every voucher, newest first, with its uses so far',
        tags,
        response: { 200: VoucherListResponseSchema },
      },
    },
    async () => ({ success: true as const, coupons: await vouchers.list() }),
  );

  api.post(
    '/admin/coupons',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Create a voucher',
        tags,
        body: CreateVoucherInput,
        response: { 201: VoucherResponseSchema },
      },
    },
    async (req, reply) => {
      const coupon = await vouchers.create(req.body);
      return reply.code(201).send({ success: true as const, coupon });
    },
  );

  api.patch(
    '/admin/coupons/:id',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Change a voucher, or switch it off with { active: false }',
        tags,
        params: VoucherIdParams,
        body: UpdateVoucherInput,
        response: { 200: VoucherResponseSchema },
      },
    },
    async (req) => ({ success: true as const, coupon: await vouchers.update(req.params.id, req.body) }),
  );
}
