import { FREE_SHIPPING_THRESHOLD, SHIPPING_ZONES } from '@better-deals/domain';
import { formatNaira } from '../../lib/format';

/** One question and its answer (spec §3 FAQ item). */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** The questions of one topic, in the order the page lists them. */
export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

const freeOver = formatNaira(FREE_SHIPPING_THRESHOLD);
const cheapest = (rates: number[]) => formatNaira(Math.min(...rates));
const standardFrom = cheapest(SHIPPING_ZONES.map((zone) => zone.standardRate));
const expressFrom = cheapest(SHIPPING_ZONES.map((zone) => zone.expressRate));

/** The FAQ: twelve questions, three in each of four topics (spec §2 FAQ, §9 support copy). */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'orders',
    title: 'Orders & Shopping',
    items: [
      {
        id: 'place-order',
        question: 'How do I place an order?',
        answer:
          'Find a product in the store or on the Deals page and choose Add to Cart. When you are ready, open your cart and select Proceed to Checkout. Enter your shipping details, then your payment details, check everything on the review step and choose Place Order. You do not need an account to shop.',
      },
      {
        id: 'change-order',
        question: 'Can I change or cancel my order after placing it?',
        answer:
          'Yes, within 1 hour of placing it. Contact our support team straight away with your order number and tell us what you would like to change or cancel. After the first hour your order may already be packed for dispatch; you can still return it once it arrives.',
      },
      {
        id: 'coupons',
        question: 'How do I use a coupon code?',
        answer: `Type the code into the coupon box in your cart and choose Apply; codes are not case-sensitive. SAVE10 gives 10% off orders of ₦5,000 or more, FREESHIP removes the shipping charge on orders of ₦10,000 or more, and FIXED2000 takes ₦2,000 off orders of ₦8,000 or more.`,
      },
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping & Delivery',
    items: [
      {
        id: 'shipping-cost',
        question: 'How much does shipping cost?',
        answer: `Standard shipping starts from ${standardFrom} and express shipping from ${expressFrom}; the exact price depends on your delivery zone and the parcel's weight. Standard shipping is free on orders over ${freeOver}, applied automatically at checkout. Use the rate calculator on our Shipping page for an estimate.`,
      },
      {
        id: 'delivery-time',
        question: 'How long will my delivery take?',
        answer:
          'Standard shipping takes 3-7 business days, express shipping 1-2 business days and free shipping 5-10 business days; international orders take 7-21 days. Orders are processed within 1-2 business days (custom items 3-5). Express orders placed before 2 PM Monday to Friday ship the same day, and within Lagos Metro they can arrive the same day.',
      },
      {
        id: 'track-order',
        question: 'How can I track my order?',
        answer:
          'As soon as your order ships we send you its tracking details by email. If you have an account, sign in and open My Orders in your account to follow every order. Our courier makes up to 3 delivery attempts; after that your parcel is held at the local depot for 7 days for you to collect.',
      },
    ],
  },
  {
    id: 'returns',
    title: 'Returns & Refunds',
    items: [
      {
        id: 'return-policy',
        question: 'What is your return policy?',
        answer:
          'You can return most items within 30 days of delivery for a full refund: that is our 30-day money-back guarantee. Items should be unused and in their original packaging with all accessories. Contact support to start a return and we will tell you how to send it back.',
      },
      {
        id: 'refund-time',
        question: 'How long does a refund take?',
        answer:
          'Once we receive and check your returned item, your refund is processed in 3-5 business days. The money goes back to the card or account you paid with; your bank may take a little longer to show it.',
      },
      {
        id: 'damaged-item',
        question: 'What if my item arrives damaged or is not what I ordered?',
        answer: `Contact support as soon as possible with your order number and a photo of the item and its packaging. Every shipment is insured up to ${formatNaira(50_000)}, so we will send a replacement or give you a full refund at no extra cost to you.`,
      },
    ],
  },
  {
    id: 'account',
    title: 'Account & Support',
    items: [
      {
        id: 'need-account',
        question: 'Do I need an account to shop?',
        answer:
          'No. You can browse, fill your cart and check out as a guest. A free account lets you see your orders in one place, keep a wishlist and check out faster. Sign up with your email address and a password on the Login page.',
      },
      {
        id: 'change-password',
        question: 'How do I change my password?',
        answer:
          'Sign in, open My Account and go to Account Settings. In the Change Password card, enter your current password and your new password twice, then save. If you cannot sign in at all, choose Forgot password? on the Login page: we email you a link to set a new one.',
      },
      {
        id: 'contact-support',
        question: 'How do I contact customer support?',
        answer:
          'Send us a message with the form on our Contact page, or find our phone numbers, email addresses and business hours there. We reply to every message within 24 hours. Our Help Center also has step-by-step guides for common questions.',
      },
    ],
  },
];
