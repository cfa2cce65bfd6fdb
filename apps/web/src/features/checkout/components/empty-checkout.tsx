import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';

/** The checkout with nothing in the cart: a way back to the store. */
export function EmptyCheckout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Checkout</h1>
      <div className="mt-6 flex flex-col items-center gap-4 rounded-xl bg-white px-4 py-14 text-center shadow-sm ring-1 ring-slate-200">
        <span className="rounded-full bg-brand-50 p-5 text-brand-800">
          <Icon name="cart" size={40} />
        </span>
        <h2 className="text-2xl font-bold text-slate-900">Your cart is empty</h2>
        <p className="max-w-md text-slate-600">
          There is nothing to check out yet. Add a few deals to your cart first.
        </p>
        <ButtonLink to="/store" size="lg">
          Go to the store
        </ButtonLink>
      </div>
    </div>
  );
}
