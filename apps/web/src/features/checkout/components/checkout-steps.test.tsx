import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, useRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  canPlaceOrder,
  checkoutReducer,
  emptyShipping,
  initialCheckout,
  reviewProblems,
  type CardProvider,
} from '../checkout-flow';
import { PaymentStep, type PayOnDeliveryAllowance } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';
import { fillShipping } from './fill-shipping';

/** The three steps driven by the checkout's reducer, as the checkout page drives them. */
function Checkout({
  zipCode = '',
  provider = 'demo',
  payOnDelivery = { allowed: true },
  onPlaceOrder = () => {},
}: {
  zipCode?: string;
  provider?: CardProvider | null;
  payOnDelivery?: PayOnDeliveryAllowance;
  onPlaceOrder?: () => void;
}) {
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () =>
    initialCheckout(emptyShipping('Nigeria', zipCode)),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  if (state.step === 'shipping') {
    return (
      <ShippingStep
        info={state.shipping}
        onSubmit={(shipping) => dispatch({ type: 'shippingSubmitted', shipping })}
        headingRef={heading}
      />
    );
  }
  if (state.step === 'payment') {
    return (
      <PaymentStep
        info={state.payment}
        provider={provider}
        payOnDelivery={payOnDelivery}
        onSubmit={(payment) => dispatch({ type: 'paymentSubmitted', payment })}
        onBack={(payment) => dispatch({ type: 'back', payment })}
        headingRef={heading}
      />
    );
  }
  return (
    <ReviewStep
      shipping={state.shipping}
      payment={state.payment}
      problems={reviewProblems(state)}
      processing={state.processing}
      canPlace={canPlaceOrder({ ...state, itemCount: 1 })}
      onEdit={(step) => dispatch({ type: 'edit', step })}
      onBack={() => dispatch({ type: 'back' })}
      onPlaceOrder={onPlaceOrder}
      headingRef={heading}
    />
  );
}

function renderCheckout(props: Parameters<typeof Checkout>[0] = {}) {
  render(<Checkout {...props} />);
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const heading = (name: string) => screen.getByRole('heading', { level: 2, name });

const fillAddress = fillShipping;

async function toPayment(user: ReturnType<typeof userEvent.setup>) {
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  expect(heading('Payment details')).toBeTruthy();
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name on card'), 'Chiamaka Obi');
  await user.type(field('Card number'), '4242424242424242');
  await user.type(field('Expiry date'), '1228');
  await user.type(field('CVC'), '123');
}

// The forms' checks (zod) load on demand: in the browser while the shopper types, long before
// they send. Here they are loaded before the first test, as the shopper would find them.
beforeAll(() => import('../checkout-resolvers'));

describe('the shipping step', () => {
  it("a shopper who sends only their name sees 'Please fill in all required shipping fields.' and the first blank field takes the focus", async () => {
    const user = renderCheckout();
    await user.type(field('Full name'), 'Chiamaka Obi');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required shipping fields.');
    expect(document.activeElement).toBe(field('Email'));
    expect(field('Address line 1').getAttribute('aria-invalid')).toBe('true');
    expect(field('City').getAttribute('aria-invalid')).toBe('true');
    expect(field('Full name').getAttribute('aria-invalid')).toBeNull();
    expect(heading('Shipping information')).toBeTruthy();
  });

  it('a shopper who types in a flagged field sees its mark go', async () => {
    const user = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(field('City').getAttribute('aria-invalid')).toBe('true');
    await user.type(field('City'), 'Ikeja');
    expect(field('City').getAttribute('aria-invalid')).toBeNull();
  });

  it('a shopper finds Nigeria and the postal code from the cart filled in, and address line 2 optional', async () => {
    const user = renderCheckout({ zipCode: '105102' });
    expect(field('Country').value).toBe('Nigeria');
    expect(field('Postal code').value).toBe('105102');
    await user.type(field('Full name'), 'Chiamaka Obi');
    await user.type(field('Email'), 'chiamaka@example.com');
    await user.type(field('Phone'), '08031234567');
    await user.type(field('Address line 1'), '12 Admiralty Way');
    await user.type(field('City'), 'Lekki');
    await user.selectOptions(field('State'), 'Lagos');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(heading('Payment details')).toBeTruthy();
  });

  it('a shopper who types a phone that is not Nigerian, or an email without a domain, is told under each field', async () => {
    const user = renderCheckout();
    await fillAddress(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'chiamaka@');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Enter a Nigerian phone number, like 0803 123 4567.')).toBeTruthy();
    expect(field('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Email'));
    expect(heading('Shipping information')).toBeTruthy();
  });
  it('a shopper who types another country is told under the field that we deliver within Nigeria only, and stays on shipping', async () => {
    const user = renderCheckout();
    await fillAddress(user);
    await user.clear(field('Country'));
    await user.type(field('Country'), 'Ghana');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('We deliver within Nigeria only.')).toBeTruthy();
    expect(field('Country').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Please fill in all required shipping fields.')).toBeNull();
    expect(heading('Shipping information')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Payment details' })).toBeNull();
  });
});

describe('the payment step', () => {
  it('a shopper sees the card number grouped in fours and the expiry written MM/YY as they type', async () => {
    const user = renderCheckout();
    await toPayment(user);
    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Expiry date'), '1228');
    await user.type(field('CVC'), '12a3');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(field('Card number').maxLength).toBe(19);
    expect(field('Expiry date').value).toBe('12/28');
    expect(field('CVC').value).toBe('123');
  });

  it("a shopper who leaves the CVC blank sees 'Please fill in all required payment fields.' and the CVC takes the focus", async () => {
    const user = renderCheckout();
    await toPayment(user);
    await user.type(field('Name on card'), 'Chiamaka Obi');
    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Expiry date'), '1228');
    await user.click(screen.getByRole('button', { name: 'Review Order' }));

    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required payment fields.');
    expect(document.activeElement).toBe(field('CVC'));
    expect(heading('Payment details')).toBeTruthy();
  });

  it('a shopper who goes Back to shipping and forward again finds both forms as they left them', async () => {
    const user = renderCheckout();
    await toPayment(user);
    await user.type(field('Name on card'), 'Chiamaka Obi');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(field('City').value).toBe('Lekki');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(field('Name on card').value).toBe('Chiamaka Obi');
  });
});

describe('the payment method', () => {
  it('a shopper whose order is above ₦500,000 finds Pay on delivery disabled with the reason, and Card chosen', async () => {
    const reason = 'Pay on delivery is available for orders up to ₦500,000. Please pay by card.';
    const user = renderCheckout({ payOnDelivery: { allowed: false, reason } });
    await toPayment(user);

    const group = screen.getByRole('group', { name: 'Payment method' });
    const pod = within(group).getByRole('radio', { name: 'Pay on delivery' }) as HTMLInputElement;
    expect(pod.disabled).toBe(true);
    expect(pod.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(pod.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      reason,
    );
    expect((within(group).getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a shopper who chooses Pay on delivery reads how the rider is paid and goes to the review without a card', async () => {
    const user = renderCheckout();
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: 'Pay on delivery' }));
    expect(screen.getByText(/cash, by bank transfer or by card on their POS/)).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review Order' }));

    expect(heading('Review your order')).toBeTruthy();
    expect(screen.getByText('Cash, bank transfer or POS to the rider when your order arrives.')).toBeTruthy();
  });

  it('a shopper paying by card without Paystack sees the card form clearly marked as a demo in which no money moves', async () => {
    const user = renderCheckout({ provider: 'demo' });
    await toPayment(user);
    expect(screen.getByText('Demo payment: no money moves.')).toBeTruthy();
    expect(field('Card number')).toBeTruthy();
  });

  it("a shopper paying by card with Paystack types no card here: they are told they'll pay on Paystack's page", async () => {
    const user = renderCheckout({ provider: 'paystack' });
    await toPayment(user);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByText(/pay on Paystack's secure page after you place your order/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    expect(heading('Review your order')).toBeTruthy();
  });
});

describe('the review step', () => {
  it('a shopper sees the address and only the last four digits of the card, then places the order', async () => {
    const placed = vi.fn();
    const user = renderCheckout({ onPlaceOrder: placed });
    await toPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Review Order' }));

    expect(heading('Review your order')).toBeTruthy();
    const payment = screen.getByRole('heading', { name: 'Payment information' }).closest('section');
    if (!payment) throw new Error('no payment block');
    expect(payment.textContent).toContain('•••• 4242');
    expect(payment.textContent).not.toContain('4242 4242');
    expect(screen.getByText('12 Admiralty Way')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(placed).toHaveBeenCalledTimes(1);
  });

  it('a shopper who edits the shipping information finds it filled in as sent', async () => {
    const user = renderCheckout();
    await toPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    await user.click(screen.getByRole('button', { name: 'Edit shipping information' }));

    expect(field('Full name').value).toBe('Chiamaka Obi');
    expect(
      within(screen.getByRole('form', { name: 'Shipping information' })).getByRole('alert').textContent,
    ).toBe('');
  });
});
