/** A help article (spec §3: title, url, popular flag) with its summary; its text is in help-articles.ts. */
export interface HelpArticle {
  slug: string;
  title: string;
  /** Its address, /help/{category}/{article}. */
  url: string;
  popular: boolean;
  summary: string;
}

/** The accent a category is rendered in; the components map it to colour classes. */
export type HelpColour = 'teal' | 'sky' | 'amber' | 'rose' | 'violet' | 'emerald';

/** A help topic (spec §3 Help category): id, title, description, colour, articles. */
export interface HelpCategory {
  id: string;
  title: string;
  description: string;
  colour: HelpColour;
  articles: readonly HelpArticle[];
}

type ArticleDraft = Omit<HelpArticle, 'url' | 'popular'> & { popular?: boolean };
type CategoryDraft = Omit<HelpCategory, 'articles'> & { articles: readonly ArticleDraft[] };

const withUrls = (categories: readonly CategoryDraft[]): HelpCategory[] =>
  categories.map((category) => ({
    ...category,
    articles: category.articles.map((article) => ({
      ...article,
      popular: article.popular ?? false,
      url: `/help/${category.id}/${article.slug}`,
    })),
  }));

/*
 * The topics and the articles' titles and summaries: what the help centre lists and searches.
 * The articles' text is apart (help-articles.ts), so the help centre's first download does not
 * carry every article's text.
 */

/** The help centre's topics and articles. */
export const HELP_CATEGORIES: readonly HelpCategory[] = withUrls([
  {
    id: 'orders',
    title: 'Orders',
    description: 'Placing, changing and tracking your orders.',
    colour: 'teal',
    articles: [
      {
        slug: 'how-to-place-an-order',
        title: 'How to place an order',
        popular: true,
        summary: 'From the product page to the confirmation screen in three short steps.',
      },
      {
        slug: 'change-or-cancel-an-order',
        title: 'Changing or cancelling an order',
        summary: 'You have 1 hour after placing an order to change or cancel it.',
      },
      {
        slug: 'track-your-order',
        title: 'Tracking your order',
        popular: true,
        summary: 'Follow your parcel from our warehouse to your door.',
      },
      {
        slug: 'using-coupon-codes',
        title: 'Using coupon codes',
        summary: 'Where to enter a code, and the codes you can use today.',
      },
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping & Delivery',
    description: 'Rates, delivery times and what happens on delivery day.',
    colour: 'sky',
    articles: [
      {
        slug: 'shipping-rates-and-zones',
        title: 'Shipping rates and zones',
        popular: true,
        summary: 'What delivery costs, and how your zone and parcel weight set the price.',
      },
      {
        slug: 'delivery-times',
        title: 'Delivery times and processing',
        summary: 'How long each shipping method takes, counted from dispatch.',
      },
      {
        slug: 'express-shipping',
        title: 'Express and same-day shipping',
        summary: 'Order before 2 PM on a weekday and your express parcel leaves the same day.',
      },
      {
        slug: 'missed-deliveries',
        title: 'Missed deliveries and depot collection',
        summary: 'What happens if you are not home when the courier calls.',
      },
      {
        slug: 'international-shipping',
        title: 'International shipping',
        summary: 'Sending selected items outside Nigeria.',
      },
    ],
  },
  {
    id: 'returns',
    title: 'Returns & Refunds',
    description: 'Our 30-day money-back guarantee and how refunds work.',
    colour: 'rose',
    articles: [
      {
        slug: 'return-policy',
        title: 'Our 30-day return policy',
        popular: true,
        summary: 'Changed your mind? Return it within 30 days for your money back.',
      },
      {
        slug: 'how-to-return-an-item',
        title: 'How to return an item',
        summary: 'Start a return in a few minutes.',
      },
      {
        slug: 'refund-processing-times',
        title: 'Refund processing times',
        popular: true,
        summary: 'When your refund is processed, and when you will see the money.',
      },
      {
        slug: 'damaged-or-wrong-items',
        title: 'Damaged, faulty or wrong items',
        summary: 'What to do if something is not right when your parcel arrives.',
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    description: 'Paying on delivery or by card, VAT and keeping your details safe.',
    colour: 'amber',
    articles: [
      {
        slug: 'payment-methods',
        title: 'Accepted payment methods',
        popular: true,
        summary: 'Pay on delivery, or by debit or credit card.',
      },
      {
        slug: 'vat-and-order-totals',
        title: 'VAT and your order total',
        summary: 'How we work out what you pay at checkout.',
      },
      {
        slug: 'payment-security',
        title: 'Keeping your payment details safe',
        summary: 'How we protect your card, and how you can protect yourself.',
      },
      {
        slug: 'problems-paying',
        title: 'Problems paying at checkout',
        summary: 'What to check when your payment does not go through.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Account',
    description: 'Signing up, signing in and managing your details.',
    colour: 'violet',
    articles: [
      {
        slug: 'create-an-account',
        title: 'Creating an account',
        summary: 'A free account keeps your orders and wishlist in one place.',
      },
      {
        slug: 'sign-in-problems',
        title: 'Trouble signing in',
        summary: 'What to check when you cannot get into your account.',
      },
      {
        slug: 'change-your-password',
        title: 'Changing your password',
        summary: 'Keep your account secure with a strong, unique password.',
      },
      {
        slug: 'update-your-details',
        title: 'Updating your profile and addresses',
        summary: 'Change your name, email, phone number and saved addresses.',
      },
    ],
  },
  {
    id: 'products',
    title: 'Products & Deals',
    description: 'Finding products, flash deals and your wishlist.',
    colour: 'emerald',
    articles: [
      {
        slug: 'how-flash-deals-work',
        title: 'How flash deals work',
        popular: true,
        summary: 'New deals four times a day, while stocks last.',
      },
      {
        slug: 'search-and-filters',
        title: 'Finding products with search and filters',
        summary: 'Narrow thousands of products down to the right one.',
      },
      {
        slug: 'stock-and-availability',
        title: 'Stock levels and availability',
        summary: 'What the stock messages on a product mean.',
      },
      {
        slug: 'saving-to-your-wishlist',
        title: 'Saving items to your wishlist',
        summary: 'Keep a list of the products you love.',
      },
    ],
  },
]);
