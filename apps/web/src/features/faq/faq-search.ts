import { forgivingMatcher } from '@better-deals/domain';
import { containsText, normaliseSearch } from '../../lib/search-text';
import type { FaqCategory, FaqItem } from './faq-content';

/**
 * The FAQ narrowed to the questions whose question or answer contains `query` (case-insensitive),
 * or holds each of its words, small slips forgiven ("pasword"). Topics left with no question
 * drop out; an empty query keeps everything.
 */
export function filterFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const needle = normaliseSearch(query);
  if (needle === '') return [...categories];
  const textOf = (item: FaqItem) => `${item.question}\n${item.answer}`;
  const matches = forgivingMatcher(
    needle,
    categories.flatMap((category) => category.items.map(textOf)),
  );
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => containsText(textOf(item), needle) || matches(textOf(item))),
    }))
    .filter((category) => category.items.length > 0);
}

/** How many questions a (filtered) FAQ holds. */
export function countQuestions(categories: readonly FaqCategory[]): number {
  return categories.reduce((sum, category) => sum + category.items.length, 0);
}
