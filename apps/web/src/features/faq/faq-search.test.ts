import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES } from './faq-content';
import { normaliseSearch } from '../../lib/search-text';
import { countQuestions, filterFaq } from './faq-search';

const questions = (query: string) =>
  filterFaq(FAQ_CATEGORIES, query).flatMap((category) => category.items.map((item) => item.question));

describe('the FAQ content', () => {
  it('a shopper sees twelve questions, three in each of the four topics', () => {
    expect(FAQ_CATEGORIES.map((category) => category.title)).toEqual([
      'Orders & Shopping',
      'Shipping & Delivery',
      'Returns & Refunds',
      'Account & Support',
    ]);
    for (const category of FAQ_CATEGORIES) expect(category.items).toHaveLength(3);
    expect(countQuestions(FAQ_CATEGORIES)).toBe(12);
  });

  it('a shopper who searches for a forgotten password is pointed to the reset link, not to support', () => {
    expect(questions('forgot password')).toContain('How do I change my password?');
    const answer = FAQ_CATEGORIES.flatMap((category) => category.items).find(
      (item) => item.id === 'change-password',
    );
    expect(answer?.answer).toContain('Forgot password? on the Login page');
  });

  it('every question has its own id, so each answer opens on its own', () => {
    const ids = FAQ_CATEGORIES.flatMap((category) => category.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the answers state the store policies: free shipping over ₦25,000, 30-day returns, refunds in 3-5 days, 1 hour to change, replies in 24 hours', () => {
    const text = FAQ_CATEGORIES.flatMap((category) => category.items.map((item) => item.answer)).join('\n');
    expect(text).toContain('free on orders over ₦25,000');
    expect(text).toContain('within 30 days of delivery');
    expect(text).toContain('processed in 3-5 business days');
    expect(text).toContain('within 1 hour of placing it');
    expect(text).toContain('within 24 hours');
    expect(text).toContain('from ₦1,500');
    expect(text).toContain('from ₦3,500');
    expect(text).toContain('Standard shipping takes 3-7 business days, express shipping 1-2 business days');
  });
});

describe('searching the FAQ', () => {
  it('a shopper searching "REFUND" sees only the questions about refunds, whatever the case', () => {
    const found = questions('REFUND');
    expect(found).toContain('How long does a refund take?');
    expect(found).toContain('What is your return policy?');
    expect(found).not.toContain('How do I change my password?');
    expect(questions('refund')).toEqual(found);
  });

  it('matches words in the answers too, not only the questions', () => {
    expect(questions('courier')).toEqual(['How can I track my order?']);
  });

  it('drops topics with no matching question', () => {
    const result = filterFaq(FAQ_CATEGORIES, 'current password');
    expect(result.map((category) => category.title)).toEqual(['Account & Support']);
    expect(result[0]?.items.map((item) => item.id)).toEqual(['change-password']);
  });

  it('an empty or blank search shows every question', () => {
    expect(countQuestions(filterFaq(FAQ_CATEGORIES, ''))).toBe(12);
    expect(countQuestions(filterFaq(FAQ_CATEGORIES, '   '))).toBe(12);
  });

  it('extra spaces around and inside the words do not stop a match', () => {
    expect(normaliseSearch('  Track   MY order ')).toBe('track my order');
    expect(questions('  track   my order ')).toEqual(['How can I track my order?']);
  });

  it('a shopper who types "pasword" still finds how to change a password', () => {
    expect(questions('pasword')).toContain('How do I change my password?');
    expect(questions('pasword')).toEqual(questions('password'));
    expect(questions('chnage pasword')).toEqual(['How do I change my password?']);
  });

  it('a shopper who types "retrn" or "refnd" still finds the return and refund questions', () => {
    expect(questions('retrn')).toContain('What is your return policy?');
    expect(questions('refnd')).toEqual(questions('refund'));
  });

  it('gibberish matches nothing, so the page can say so', () => {
    expect(filterFaq(FAQ_CATEGORIES, 'zzqxv')).toEqual([]);
  });
});
