import { cardBrand, type CreateOrderInput } from '@better-deals/domain';
import { lastFourDigits } from './card-details';
import type { DeliveryInfo, PaymentSelection } from './checkout-flow';

/** The order Place Order sends: the cart's lines, the delivery details and how it is paid. */
export function orderInput({
  items,
  shipping,
  payment,
  couponCode,
  expectedTotal,
}: {
  items: CreateOrderInput['items'];
  shipping: DeliveryInfo;
  payment: PaymentSelection;
  couponCode: string | null;
  /** The quote's total, as the review shows it. */
  expectedTotal: number;
}): CreateOrderInput {
  const { email, phone, fullName, addressLine1, addressLine2, city, zipCode, country } = shipping;
  const { method, provider: cardProvider, card } = payment;
  return {
    items,
    email: email.trim(),
    phone: phone.trim(),
    shipping: { fullName, addressLine1, addressLine2, city, state: shipping.state, zipCode, country },
    paymentMethod: method,
    ...(couponCode && { couponCode }),
    // The total the shopper is looking at: another total on the store's side is refused.
    expectedTotal,
    // A demo card leaves only its last four digits and its type; the number and CVC stay here.
    ...(method === 'card' &&
      cardProvider === 'demo' && {
        card: { last4: lastFourDigits(card.cardNumber), brand: cardBrand(card.cardNumber) },
      }),
  };
}
