import { randomBytes, randomInt } from 'node:crypto';
import {
  newOrderNumber,
  type OrderAddress,
  type OrderStatus,
  type PaymentMethod,
} from '@better-deals/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orders, orderStatusHistory, products, type ProductRow } from '../db/schema/index';

interface OrderLineFixture {
  product?: Pick<ProductRow, 'id' | 'title' | 'priceKobo'>;
  title?: string;
  quantity: number;
  /** Naira; the product's price when a product is given. */
  unitPrice?: number;
}

export interface OrderFixture {
  status?: OrderStatus;
  email?: string;
  /** E.164. */
  phone?: string;
  userId?: string | null;
  createdAt?: Date;
  paymentMethod?: PaymentMethod;
  paymentDetail?: string | null;
  address?: Partial<OrderAddress>;
  lines?: OrderLineFixture[];
  /** Take the lines' units from their products' stock, as placing the order would. */
  takeStock?: boolean;
  shipping?: number;
}

interface OrderFixtureRow {
  id: string;
  number: string;
  status: OrderStatus;
}

let sequence = 0;

/**
 * Inserts an order with its lines and first history entry straight into the database (no
 * pricing, no API): a fixture for staff screens, not a checkout.
 */
export async function createOrder(db: Db, fixture: OrderFixture = {}): Promise<OrderFixtureRow> {
  sequence++;
  const status = fixture.status ?? 'processing';
  const lines = (fixture.lines ?? [{ quantity: 1, unitPrice: 5000 }]).map((line, position) => {
    const unitPriceKobo = line.product?.priceKobo ?? Math.round((line.unitPrice ?? 5000) * 100);
    return {
      position,
      productId: line.product?.id ?? null,
      title: line.title ?? line.product?.title ?? `Fixture item ${sequence}.${position}`,
      image: null,
      quantity: line.quantity,
      unitPriceKobo,
      lineTotalKobo: unitPriceKobo * line.quantity,
      dealCycleId: null,
    };
  });
  const subtotalKobo = lines.reduce((sum, l) => sum + l.lineTotalKobo, 0);
  const vatKobo = Math.round((subtotalKobo * 750) / 10_000);
  const shippingKobo = Math.round((fixture.shipping ?? 1500) * 100);
  const address: OrderAddress = {
    fullName: 'Ada Obi',
    addressLine1: '12 Allen Avenue',
    addressLine2: '',
    city: 'Ikeja',
    state: 'Lagos',
    zipCode: '100001',
    country: 'Nigeria',
    ...fixture.address,
  };
  return db.transaction(async (tx) => {
    let number = newOrderNumber(randomInt);
    // Random numbers may meet in a long test file; try again rather than fail the insert.
    while ((await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number))).length > 0) {
      number = newOrderNumber(randomInt);
    }
    const [row] = await tx
      .insert(orders)
      .values({
        number,
        userId: fixture.userId ?? null,
        email: fixture.email ?? `shopper-${sequence}@test.example`,
        phone: fixture.phone ?? '+2348031234567',
        address,
        status,
        paymentMethod: fixture.paymentMethod ?? 'pay_on_delivery',
        paymentDetail: fixture.paymentDetail ?? null,
        couponCode: null,
        subtotalKobo,
        discountKobo: 0,
        vatKobo,
        shippingKobo,
        totalKobo: subtotalKobo + vatKobo + shippingKobo,
        idempotencyKey: `fixture-${sequence}-${randomBytes(6).toString('hex')}`,
        requestHash: 'fixture',
        ...(fixture.createdAt && { createdAt: fixture.createdAt, updatedAt: fixture.createdAt }),
      })
      .returning({ id: orders.id, number: orders.number });
    if (!row) throw new Error('createOrder: insert returned nothing');
    await tx.insert(orderItems).values(lines.map((l) => ({ ...l, orderId: row.id })));
    await tx.insert(orderStatusHistory).values({
      orderId: row.id,
      fromStatus: null,
      toStatus: status,
      actor: 'customer',
      ...(fixture.createdAt && { at: fixture.createdAt }),
    });
    if (fixture.takeStock) {
      for (const l of lines) {
        if (l.productId === null) continue;
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${l.quantity}` })
          .where(eq(products.id, l.productId));
      }
    }
    return { id: row.id, number: row.number, status };
  });
}
