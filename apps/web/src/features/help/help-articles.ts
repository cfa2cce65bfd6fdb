import {
  CLAIMED_PERCENT_THRESHOLD,
  FREE_SHIPPING_THRESHOLD,
  LOW_STOCK_THRESHOLD,
  PASSWORD_LIMITS,
  PAY_ON_DELIVERY_LIMITS,
  SHIPPING_ZONES,
  VAT_RATE,
} from '@better-deals/domain';
import { formatNaira, formatNumber } from '../../lib/format';

/** A piece of an article: a paragraph, a sub-heading, numbered steps, a bulleted list or a tip. */
export type HelpBlock =
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'tip'; text: string };

/** What a help article says (help-content.ts holds its title and summary). */
export interface HelpArticleText {
  body: readonly HelpBlock[];
  /** Pages that finish the job the article describes. */
  links?: readonly { label: string; to: string }[];
}

const naira = formatNaira;
const freeOver = naira(FREE_SHIPPING_THRESHOLD);
const [lagosMetro] = SHIPPING_ZONES;
const minRate = (pick: (zone: (typeof SHIPPING_ZONES)[number]) => number) =>
  naira(Math.min(...SHIPPING_ZONES.map(pick)));
const vatPercent = `${formatNumber(VAT_RATE * 100, { decimals: 1 })}%`;

const SUPPORT_LINK = { label: 'Contact support', to: '/contact' };

/** Each help article's text, by the article's address (`HelpArticle.url`). */
export const HELP_ARTICLE_TEXTS: Readonly<Record<string, HelpArticleText>> = {
  '/help/orders/how-to-place-an-order': {
    body: [
      {
        kind: 'text',
        text: 'You can order from Better Deals as a guest or with an account. Checkout takes three steps: Shipping, Payment and Review, and the order summary stays beside you the whole way.',
      },
      {
        kind: 'steps',
        items: [
          'Find what you want in the store or on the Deals page and choose Add to Cart.',
          'Open your cart, check the quantities, apply a coupon if you have one, and choose Proceed to Checkout.',
          'Shipping: enter your full name, address, city, state, postal code and country.',
          'Payment: enter the name on your card, the card number, its expiry date (MM/YY) and the CVC.',
          'Review: check your items, address and payment details, then choose Place Order.',
        ],
      },
      {
        kind: 'text',
        text: 'When your order goes through you will see "Order Placed Successfully!" on the screen. If you spot a mistake afterwards, you have 1 hour to ask us to change or cancel the order.',
      },
      {
        kind: 'tip',
        text: 'Use the edit buttons on the Review step to jump back to your shipping or payment details without losing anything you typed.',
      },
    ],
    links: [
      { label: 'Go to the store', to: '/store' },
      { label: 'View your cart', to: '/cart' },
    ],
  },
  '/help/orders/change-or-cancel-an-order': {
    body: [
      {
        kind: 'text',
        text: 'We start packing orders quickly so they reach you fast. That is why changes and cancellations are possible within 1 hour of placing your order.',
      },
      {
        kind: 'steps',
        items: [
          'Contact our support team through the Contact page as soon as you can.',
          'Give your order number and the email address you used at checkout.',
          'Tell us what to change (address, item, quantity) or that you want to cancel.',
        ],
      },
      {
        kind: 'text',
        text: 'If you cancel in time, you are not charged, or your payment is refunded in full within 3-5 business days.',
      },
      {
        kind: 'text',
        text: 'After the first hour your order may already be on its way. You can still return it within 30 days of delivery under our money-back guarantee.',
      },
    ],
    links: [SUPPORT_LINK, { label: 'How to return an item', to: '/help/returns/how-to-return-an-item' }],
  },
  '/help/orders/track-your-order': {
    body: [
      {
        kind: 'text',
        text: 'Orders are processed within 1-2 business days (custom items take 3-5). As soon as your parcel leaves our warehouse we email you its tracking details.',
      },
      {
        kind: 'heading',
        text: 'Following an order in your account',
      },
      {
        kind: 'steps',
        items: [
          'Sign in and open My Account.',
          'Choose My Orders to see every order with its date, total and items.',
          'Check the status badge: Processing, Shipped or Delivered.',
        ],
      },
      {
        kind: 'text',
        text: 'If your parcel is taking longer than the delivery time for your zone, contact us with your order number and we will chase it with the courier.',
      },
    ],
    links: [{ label: 'Delivery times and processing', to: '/help/shipping/delivery-times' }, SUPPORT_LINK],
  },
  '/help/orders/using-coupon-codes': {
    body: [
      {
        kind: 'text',
        text: 'Coupon codes are entered in your cart, in the order summary beside your items. Type the code, choose Apply and the discount appears in your totals straight away.',
      },
      {
        kind: 'list',
        items: [
          'SAVE10: 10% off orders of ₦5,000 or more.',
          'FREESHIP: free shipping on orders of ₦10,000 or more.',
          'FIXED2000: ₦2,000 off orders of ₦8,000 or more.',
        ],
      },
      {
        kind: 'text',
        text: "Codes are not case-sensitive, so save10 works as well as SAVE10. If your subtotal is below a code's minimum, the cart tells you how much you need to spend; add another item and apply the code again.",
      },
      {
        kind: 'tip',
        text: `You do not need a code for free standard shipping on orders over ${freeOver}: it is applied automatically.`,
      },
    ],
    links: [{ label: 'View your cart', to: '/cart' }],
  },
  '/help/shipping/shipping-rates-and-zones': {
    body: [
      {
        kind: 'text',
        text: `We deliver to every state in Nigeria. The price depends on your delivery zone and your parcel's weight: standard shipping starts from ${minRate((zone) => zone.standardRate)} and express from ${minRate((zone) => zone.expressRate)}.`,
      },
      {
        kind: 'list',
        items: SHIPPING_ZONES.map(
          (zone, index) =>
            `Zone ${index + 1}, ${zone.name} (${zone.areas.join(', ')}): ${naira(zone.standardRate)} standard, ${naira(zone.expressRate)} express per kg.`,
        ),
      },
      {
        kind: 'text',
        text: 'The rate is charged per kilogram, with the weight rounded up to the next 0.5 kg. A 2.2 kg parcel is charged as 2.5 kg: to Lagos Metro by standard shipping that is 2.5 × ₦1,500 = ₦3,750.',
      },
      {
        kind: 'text',
        text: `Standard shipping is free on orders over ${freeOver}, applied automatically at checkout.`,
      },
    ],
    links: [{ label: 'Open the shipping rate calculator', to: '/shipping' }],
  },
  '/help/shipping/delivery-times': {
    body: [
      {
        kind: 'text',
        text: 'Every order is processed within 1-2 business days before it ships; custom items need 3-5 business days. Delivery times then depend on the method you choose.',
      },
      {
        kind: 'list',
        items: [
          'Standard shipping: 3-7 business days.',
          'Express shipping: 1-2 business days (same day within Lagos Metro).',
          `Free shipping on orders over ${freeOver}: 5-10 business days.`,
          'International shipping: 7-21 business days.',
        ],
      },
      {
        kind: 'text',
        text: 'Business days are Monday to Friday, excluding public holidays. Weather and events outside our control can occasionally cause delays; if that happens we keep you informed by email.',
      },
    ],
    links: [{ label: 'Shipping zones and times', to: '/shipping' }],
  },
  '/help/shipping/express-shipping': {
    body: [
      {
        kind: 'text',
        text: 'Express shipping moves your order to the front of the queue. Express orders placed before 2 PM, Monday to Friday, ship the same day; orders placed at the weekend ship on the next business day.',
      },
      {
        kind: 'text',
        text: `Within ${lagosMetro?.name ?? 'Lagos Metro'} (Lagos Island, Victoria Island, Ikoyi, Lekki, Ajah and Surulere) express parcels usually arrive the same day. Elsewhere express delivery takes 1-5 days depending on your zone.`,
      },
      {
        kind: 'text',
        text: 'Express shipping is always charged at its usual rate, even on orders that qualify for free standard shipping.',
      },
    ],
    links: [{ label: 'Express rates by zone', to: '/shipping' }],
  },
  '/help/shipping/missed-deliveries': {
    body: [
      {
        kind: 'text',
        text: 'Our courier makes up to 3 delivery attempts, usually on consecutive business days.',
      },
      {
        kind: 'text',
        text: 'If all three attempts fail, your parcel is held at the nearest depot for 7 days. We email you the depot address; bring a photo ID and your order number to collect it.',
      },
      {
        kind: 'text',
        text: `Orders over ${naira(100_000)} need a signature on delivery, so someone must be there to receive them. Every shipment is insured up to ${naira(50_000)}.`,
      },
      {
        kind: 'tip',
        text: 'A parcel not collected within 7 days goes back to our warehouse. Contact us and we will arrange a new delivery.',
      },
    ],
    links: [SUPPORT_LINK],
  },
  '/help/shipping/international-shipping': {
    body: [
      {
        kind: 'text',
        text: 'Selected items can be shipped outside Nigeria. International delivery takes 7-21 business days depending on the destination and customs.',
      },
      {
        kind: 'text',
        text: 'Because costs vary by country and parcel, we quote international shipping per order. Contact us before you order with the items you want and the destination, and we will reply within 24 hours.',
      },
      {
        kind: 'text',
        text: 'Import duties and taxes charged by the destination country are paid by the recipient.',
      },
    ],
    links: [SUPPORT_LINK],
  },
  '/help/returns/return-policy': {
    body: [
      {
        kind: 'text',
        text: 'Every order is covered by our 30-day money-back guarantee. If you are not happy with an item, you can return it within 30 days of delivery for a full refund.',
      },
      {
        kind: 'list',
        items: [
          'Items should be unused and in their original packaging.',
          'Include all accessories, manuals and free gifts that came with the item.',
          'Faulty, damaged or wrong items are always accepted, and we cover the cost of sending them back.',
        ],
      },
      {
        kind: 'text',
        text: 'Once we receive and check your return, the refund is processed in 3-5 business days to the card you paid with.',
      },
    ],
    links: [{ label: 'How to return an item', to: '/help/returns/how-to-return-an-item' }, SUPPORT_LINK],
  },
  '/help/returns/how-to-return-an-item': {
    body: [
      {
        kind: 'steps',
        items: [
          'Contact our support team within 30 days of delivery with your order number and the item you want to return.',
          'We reply within 24 hours with your return instructions and the address to send it to.',
          'Pack the item securely in its original packaging and include your order number.',
          'Hand the parcel to the courier or drop it at the depot named in your instructions.',
        ],
      },
      {
        kind: 'text',
        text: 'When the item reaches us we check it and process your refund in 3-5 business days. We email you when the refund is on its way.',
      },
      {
        kind: 'tip',
        text: 'Keep the courier receipt until your refund arrives.',
      },
    ],
    links: [SUPPORT_LINK],
  },
  '/help/returns/refund-processing-times': {
    body: [
      {
        kind: 'text',
        text: 'Refunds are processed in 3-5 business days once we have received and checked your returned item, or straight after we confirm a cancellation.',
      },
      {
        kind: 'text',
        text: 'The money goes back to the card or account you paid with. Your bank may take a few extra days to show it on your statement.',
      },
      {
        kind: 'text',
        text: 'For a faulty, damaged or wrong item we refund the shipping cost as well.',
      },
      {
        kind: 'tip',
        text: 'If your refund has not arrived 5 business days after our confirmation email, contact us and we will trace it for you.',
      },
    ],
    links: [SUPPORT_LINK],
  },
  '/help/returns/damaged-or-wrong-items': {
    body: [
      {
        kind: 'text',
        text: 'We are sorry if your order arrived in poor shape. Tell us as soon as possible, and always within 30 days of delivery.',
      },
      {
        kind: 'steps',
        items: [
          'Take photos of the item, the packaging and the shipping label.',
          'Contact support with your order number and the photos.',
          'Choose a replacement or a full refund, including shipping.',
        ],
      },
      {
        kind: 'text',
        text: `Every shipment is insured up to ${naira(50_000)}, so a damaged or lost parcel costs you nothing. We arrange collection of the faulty item at no cost to you.`,
      },
    ],
    links: [SUPPORT_LINK],
  },
  '/help/payments/payment-methods': {
    body: [
      {
        kind: 'text',
        text: 'You choose how to pay on the Payment step of checkout. Every price is in naira (₦).',
      },
      {
        kind: 'list',
        items: [
          `Pay on delivery: pay the rider in cash, by bank transfer or by card on their POS when your order arrives. It is offered for orders from ${naira(PAY_ON_DELIVERY_LIMITS.min)} to ${naira(PAY_ON_DELIVERY_LIMITS.max)}.`,
          'Card: debit and credit cards issued in Nigeria and abroad.',
        ],
      },
      {
        kind: 'text',
        text: 'Nothing is charged until you choose Place Order on the Review step, and no card is saved with your account.',
      },
    ],
    links: [{ label: 'Keeping your payment details safe', to: '/help/payments/payment-security' }],
  },
  '/help/payments/vat-and-order-totals': {
    body: [
      {
        kind: 'text',
        text: `Prices in the store do not include VAT. At checkout we add VAT at ${vatPercent} of your subtotal after any coupon discount.`,
      },
      {
        kind: 'list',
        items: [
          'Subtotal: the price of your items times their quantities.',
          'Discount: the amount taken off by your coupon, if any.',
          `VAT: ${vatPercent} of the subtotal after the discount.`,
          `Shipping: your zone's rate, or free on orders over ${freeOver}.`,
        ],
      },
      {
        kind: 'text',
        text: 'Your order total is the subtotal minus the discount, plus VAT and shipping. The order summary shows each line before you pay.',
      },
    ],
    links: [{ label: 'Using coupon codes', to: '/help/orders/using-coupon-codes' }],
  },
  '/help/payments/payment-security': {
    body: [
      {
        kind: 'text',
        text: 'Every page of Better Deals is served over an encrypted connection, and we never keep your full card number.',
      },
      {
        kind: 'text',
        text: 'On the Review step you see only the last 4 digits of your card number, so nobody looking at your screen can read it.',
      },
      {
        kind: 'list',
        items: [
          'We will never ask for your card PIN, password or one-time code by phone, email or message.',
          'Check that the address bar shows our store before entering your details.',
          'Tell your bank and us straight away if you see a charge you do not recognise.',
        ],
      },
    ],
    links: [SUPPORT_LINK],
  },
  '/help/payments/problems-paying': {
    body: [
      {
        kind: 'text',
        text: 'If checkout shows "Please fill in all required payment fields.", one of the four card fields is empty. Fill in the name on the card, the card number, the expiry date and the CVC, then continue.',
      },
      {
        kind: 'list',
        items: [
          'Check that the expiry date is in MM/YY form and the card has not expired.',
          'Make sure your card is enabled for online payments; some banks require you to turn this on.',
          'Check that your account has enough funds for the order total, including VAT and shipping.',
        ],
      },
      {
        kind: 'text',
        text: 'Still stuck? Contact us with the time you tried to pay and the message you saw, and we will help you finish your order.',
      },
    ],
    links: [SUPPORT_LINK],
  },
  '/help/account/create-an-account': {
    body: [
      {
        kind: 'text',
        text: 'You can shop as a guest, but a free account lets you follow your orders, keep a wishlist and check out faster.',
      },
      {
        kind: 'steps',
        items: [
          'Choose Login at the top of any page.',
          'Switch to sign-up mode.',
          'Enter your email address and a password, and type the password again to confirm it. Your full name is optional.',
          'Submit the form. Once your account is created you are taken to My Account.',
        ],
      },
      {
        kind: 'tip',
        text: 'If you see "Passwords do not match.", retype the password in both fields.',
      },
    ],
    links: [{ label: 'Sign up or sign in', to: '/login' }],
  },
  '/help/account/sign-in-problems': {
    body: [
      {
        kind: 'list',
        items: [
          'Check that you are using the email address you signed up with.',
          'Passwords are case-sensitive: check that Caps Lock is off.',
          'After several failed attempts, sign-in is paused for a few minutes to protect your account. Wait, then try again.',
        ],
      },
      {
        kind: 'text',
        text: 'If you still cannot sign in, contact our support team from the email address on your account. We reply within 24 hours and will help you get back in.',
      },
      {
        kind: 'text',
        text: 'You can keep shopping and checking out as a guest in the meantime.',
      },
    ],
    links: [{ label: 'Sign in', to: '/login' }, SUPPORT_LINK],
  },
  '/help/account/change-your-password': {
    body: [
      {
        kind: 'steps',
        items: [
          'Sign in and open My Account.',
          'Choose Account Settings.',
          'In the Change Password card, enter your current password, then your new password twice.',
          'Save your changes.',
        ],
      },
      {
        kind: 'text',
        text: `Choose a password you do not use anywhere else, at least ${PASSWORD_LIMITS.min} characters long, mixing words, numbers and symbols.`,
      },
      {
        kind: 'tip',
        text: 'Forgotten your current password? Contact support from the email address on your account and we will help you reset it.',
      },
    ],
    links: [{ label: 'Go to My Account', to: '/dashboard' }],
  },
  '/help/account/update-your-details': {
    body: [
      {
        kind: 'text',
        text: 'Your personal details and saved addresses live in Account Settings inside My Account.',
      },
      {
        kind: 'steps',
        items: [
          'Sign in, open My Account and choose Account Settings.',
          'In Personal Information, edit your name, email or phone number and choose Update Profile.',
          'In Address Book, choose Manage Addresses to add or change a delivery address.',
        ],
      },
      {
        kind: 'text',
        text: 'Changing your saved details does not change orders that are already placed. To change the address of a recent order, contact us within 1 hour of placing it.',
      },
    ],
    links: [{ label: 'Go to My Account', to: '/dashboard' }],
  },
  '/help/products/how-flash-deals-work': {
    body: [
      {
        kind: 'text',
        text: 'Flash deals are limited-time discounts on selected products. A new set of deals starts four times a day, at 00:00, 06:00, 12:00 and 18:00 Lagos time.',
      },
      {
        kind: 'list',
        items: [
          'The countdown on the Deals page shows how long the current deals have left.',
          'NEW DEALS means the set has just started; FEW HOURS LEFT means 2 hours or less remain; ENDS SOON! means 30 minutes or less.',
          `Each deal shows its stock: "Only N left!" when ${LOW_STOCK_THRESHOLD} or fewer remain, and how much has been claimed once ${CLAIMED_PERCENT_THRESHOLD}% or more is gone.`,
        ],
      },
      {
        kind: 'text',
        text: 'A deal price is only guaranteed while the deal is running. Add the item to your cart and check out before the countdown ends.',
      },
    ],
    links: [{ label: "See today's deals", to: '/flashDeals' }],
  },
  '/help/products/search-and-filters': {
    body: [
      {
        kind: 'text',
        text: 'Type a product name, brand or keyword into the search box on the store page. Results update as you type.',
      },
      {
        kind: 'list',
        items: [
          'Category: Electronics, Clothing, Home & Garden, Sports and more.',
          'Price range: set a minimum and maximum in naira.',
          'Brand, minimum rating and in-stock only.',
          'Sort by featured, newest, price (low to high or high to low), rating or popularity.',
        ],
      },
      {
        kind: 'text',
        text: 'On a phone, the filters open from the Filters button at the bottom of the screen. Choose Clear all filters to start again.',
      },
    ],
    links: [{ label: 'Go to the store', to: '/store' }],
  },
  '/help/products/stock-and-availability': {
    body: [
      {
        kind: 'text',
        text: 'Every product page shows whether the item is in stock. Stock is updated as orders come in, so what you see is what we have.',
      },
      {
        kind: 'list',
        items: [
          'In stock: ready to ship within 1-2 business days.',
          `Only N left!: ${LOW_STOCK_THRESHOLD} or fewer remain, so order soon.`,
          'Out of stock: the item cannot be added to your cart for now.',
        ],
      },
      {
        kind: 'tip',
        text: 'Add an out-of-stock item to your wishlist to find it quickly when it is back.',
      },
    ],
    links: [{ label: 'Go to the store', to: '/store' }],
  },
  '/help/products/saving-to-your-wishlist': {
    body: [
      {
        kind: 'text',
        text: 'Choose the heart on any product to add it to your wishlist; choose it again to remove it. A filled heart means the item is saved.',
      },
      {
        kind: 'text',
        text: 'Your wishlist is kept in this browser, so it is still there next time you visit. Signed-in shoppers can also see it in the Wishlist tab of My Account, with Add to Cart and Remove buttons for each item.',
      },
      {
        kind: 'tip',
        text: 'Wishlist items are not reserved: add them to your cart and check out to make sure you get them, especially during flash deals.',
      },
    ],
    links: [{ label: 'Go to My Account', to: '/dashboard' }],
  },
};
