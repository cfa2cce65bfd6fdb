import { describe, expect, it } from 'vitest';
import { HELP_ARTICLE_TEXTS } from './help-articles';
import { HELP_CATEGORIES } from './help-content';
import {
  canGoBack,
  countArticles,
  findArticle,
  popularArticles,
  POPULAR_ARTICLES_LIMIT,
  relatedArticles,
  searchHelp,
} from './help-search';

const titles = (query: string) =>
  searchHelp(HELP_CATEGORIES, query).flatMap((category) => category.articles.map((article) => article.title));

describe('the help content', () => {
  it('a shopper finds six topics with three to five articles each', () => {
    expect(HELP_CATEGORIES.map((category) => category.title)).toEqual([
      'Orders',
      'Shipping & Delivery',
      'Returns & Refunds',
      'Payments',
      'Account',
      'Products & Deals',
    ]);
    for (const category of HELP_CATEGORIES) {
      expect(category.articles.length).toBeGreaterThanOrEqual(3);
      expect(category.articles.length).toBeLessThanOrEqual(5);
      expect(category.description).not.toBe('');
    }
  });

  it('every article has its own address under /help/{category}/{article}', () => {
    const urls = HELP_CATEGORIES.flatMap((category) =>
      category.articles.map((article) => {
        expect(article.url).toBe(`/help/${category.id}/${article.slug}`);
        expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        return article.url;
      }),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('every article has real content: a summary and at least three parts', () => {
    for (const article of HELP_CATEGORIES.flatMap((category) => category.articles)) {
      expect(article.summary.length).toBeGreaterThan(10);
      expect(HELP_ARTICLE_TEXTS[article.url]?.body.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('every article has its text, and every text belongs to an article', () => {
    const urls = HELP_CATEGORIES.flatMap((category) => category.articles.map((article) => article.url));
    expect(Object.keys(HELP_ARTICLE_TEXTS).sort()).toEqual([...urls].sort());
  });

  it('links inside articles point at pages that exist', () => {
    const known = new Set([
      '/store',
      '/cart',
      '/contact',
      '/shipping',
      '/login',
      '/dashboard',
      '/flashDeals',
      ...HELP_CATEGORIES.flatMap((category) => category.articles.map((article) => article.url)),
    ]);
    for (const category of HELP_CATEGORIES) {
      for (const article of category.articles) {
        for (const link of HELP_ARTICLE_TEXTS[article.url]?.links ?? []) expect(known).toContain(link.to);
      }
    }
  });

  it('the shipping article quotes the zone rates and the rounding of the calculator', () => {
    const found = findArticle(HELP_CATEGORIES, 'shipping', 'shipping-rates-and-zones');
    const text = JSON.stringify(found && HELP_ARTICLE_TEXTS[found.article.url]?.body);
    expect(text).toContain('Zone 1, Lagos Metro');
    expect(text).toContain('₦1,500 standard, ₦3,500 express');
    expect(text).toContain('2.5 × ₦1,500 = ₦3,750');
    expect(text).toContain('free on orders over ₦25,000');
  });

  it('the payment methods article offers pay on delivery, within the amounts checkout allows, and cards', () => {
    const found = findArticle(HELP_CATEGORIES, 'payments', 'payment-methods');
    const text = JSON.stringify(found && HELP_ARTICLE_TEXTS[found.article.url]?.body);
    expect(text).toContain('Pay on delivery');
    expect(text).toContain('from ₦1,500 to ₦500,000');
    expect(text).toContain('debit and credit cards');
  });
});

describe('searching the help centre', () => {
  it('a shopper searching "REFUND" finds the refund articles, whatever the case', () => {
    const found = titles('REFUND');
    expect(found).toContain('Refund processing times');
    expect(found).toContain('Our 30-day return policy');
    expect(found).not.toContain('How to place an order');
    expect(titles('refund')).toEqual(found);
  });

  it('a topic whose title matches keeps all its articles', () => {
    const result = searchHelp(HELP_CATEGORIES, 'payments');
    expect(result.map((category) => category.id)).toEqual(['payments']);
    expect(result[0]?.articles).toHaveLength(4);
  });

  it('matches article titles in other topics too', () => {
    const result = searchHelp(HELP_CATEGORIES, 'wishlist');
    expect(result.map((category) => category.id)).toEqual(['products']);
    expect(titles('wishlist')).toEqual(['Saving items to your wishlist']);
  });

  it('does not search inside article text, only titles', () => {
    // 'courier' appears in article bodies but in no title.
    expect(searchHelp(HELP_CATEGORIES, 'courier')).toEqual([]);
  });

  it('an empty search shows every topic and article', () => {
    expect(searchHelp(HELP_CATEGORIES, '  ')).toEqual(HELP_CATEGORIES);
    expect(countArticles(searchHelp(HELP_CATEGORIES, ''))).toBe(countArticles(HELP_CATEGORIES));
  });

  it('a shopper who types "retrn" finds the returns topic with all its articles', () => {
    const result = searchHelp(HELP_CATEGORIES, 'retrn');
    expect(result.map((category) => category.id)).toEqual(['returns']);
    expect(titles('retrn')).toContain('How to return an item');
  });

  it('a shopper who types "pasword" or "wishlsit" finds the article anyway', () => {
    expect(titles('pasword')).toEqual(['Changing your password']);
    expect(titles('wishlsit')).toEqual(['Saving items to your wishlist']);
  });

  it('searching gibberish finds nothing, so the page shows No results found', () => {
    expect(searchHelp(HELP_CATEGORIES, 'xqzvw')).toEqual([]);
    expect(countArticles(searchHelp(HELP_CATEGORIES, 'xqzvw'))).toBe(0);
  });
});

describe('popular and related articles', () => {
  it('shows at most six popular articles, all of them flagged popular', () => {
    const flagged = HELP_CATEGORIES.flatMap((category) => category.articles).filter((a) => a.popular);
    expect(flagged.length).toBeGreaterThan(POPULAR_ARTICLES_LIMIT);
    const shown = popularArticles(HELP_CATEGORIES);
    expect(shown).toHaveLength(6);
    for (const { article, category } of shown) {
      expect(article.popular).toBe(true);
      expect(category.articles).toContain(article);
    }
  });

  it('finds an article by its address and nothing for an unknown one', () => {
    expect(findArticle(HELP_CATEGORIES, 'returns', 'return-policy')?.article.title).toBe(
      'Our 30-day return policy',
    );
    expect(findArticle(HELP_CATEGORIES, 'returns', 'no-such-article')).toBeUndefined();
    expect(findArticle(HELP_CATEGORIES, 'no-such-topic', 'return-policy')).toBeUndefined();
    // An article is only found under its own topic.
    expect(findArticle(HELP_CATEGORIES, 'orders', 'return-policy')).toBeUndefined();
  });

  it('related articles are the other articles of the same topic', () => {
    const found = findArticle(HELP_CATEGORIES, 'returns', 'return-policy');
    if (!found) throw new Error('missing article');
    const related = relatedArticles(found.category, 'return-policy');
    expect(related.map((article) => article.slug)).toEqual([
      'how-to-return-an-item',
      'refund-processing-times',
      'damaged-or-wrong-items',
    ]);
  });
});

describe('the Back button', () => {
  it('goes back when the shopper came from another page of the store', () => {
    expect(canGoBack({ idx: 2, key: 'abc', usr: null })).toBe(true);
  });

  it('goes home when the help centre was the first page opened', () => {
    expect(canGoBack({ idx: 0, key: 'default', usr: null })).toBe(false);
    expect(canGoBack(null)).toBe(false);
    expect(canGoBack({})).toBe(false);
    expect(canGoBack({ idx: '3' })).toBe(false);
  });
});
