import { containsText, normaliseSearch } from '../../lib/search-text';
import type { FaqCategory } from './faq-content';

/**
 * The FAQ narrowed to the questions whose question or answer contains `query`
 * (case-insensitive). Topics left with no question drop out; an empty query keeps everything.
 */
export function filterFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const needle = normaliseSearch(query);
  if (needle === '') return [...categories];
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter(
        (item) => containsText(item.question, needle) || containsText(item.answer, needle),
      ),
    }))
    .filter((category) => category.items.length > 0);
}

/** How many questions a (filtered) FAQ holds. */
export function countQuestions(categories: readonly FaqCategory[]): number {
  return categories.reduce((sum, category) => sum + category.items.length, 0);
}
