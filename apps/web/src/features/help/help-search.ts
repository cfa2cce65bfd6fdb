import { forgivingMatcher } from '@better-deals/domain';
import { containsText, normaliseSearch } from '../../lib/search-text';
import type { HelpArticle, HelpCategory } from './help-content';

/** The help centre shows at most this many popular articles (spec §9). */
export const POPULAR_ARTICLES_LIMIT = 6;

/** An article with the topic it belongs to. */
export interface ArticleInCategory {
  category: HelpCategory;
  article: HelpArticle;
}

/**
 * The help topics narrowed by a search (spec §9: category titles and article titles,
 * case-insensitive), small slips forgiven ("retrn"). A topic whose title matches keeps all its
 * articles; otherwise it keeps the articles whose titles match, and drops out when none do. An
 * empty query keeps everything.
 */
export function searchHelp(categories: readonly HelpCategory[], query: string): HelpCategory[] {
  const needle = normaliseSearch(query);
  if (needle === '') return [...categories];
  const forgiving = forgivingMatcher(
    needle,
    categories.flatMap((category) => [category.title, ...category.articles.map((article) => article.title)]),
  );
  const matches = (title: string) => containsText(title, needle) || forgiving(title);
  return categories
    .map((category) =>
      matches(category.title)
        ? category
        : {
            ...category,
            articles: category.articles.filter((article) => matches(article.title)),
          },
    )
    .filter((category) => category.articles.length > 0);
}

/** How many articles the (searched) topics hold. */
export function countArticles(categories: readonly HelpCategory[]): number {
  return categories.reduce((sum, category) => sum + category.articles.length, 0);
}

/** The articles flagged popular, in topic order, at most `limit` of them. */
export function popularArticles(
  categories: readonly HelpCategory[],
  limit = POPULAR_ARTICLES_LIMIT,
): ArticleInCategory[] {
  return categories
    .flatMap((category) =>
      category.articles.filter((article) => article.popular).map((article) => ({ category, article })),
    )
    .slice(0, limit);
}

/** The article at /help/{categoryId}/{slug}, or undefined when there is none. */
export function findArticle(
  categories: readonly HelpCategory[],
  categoryId: string,
  slug: string,
): ArticleInCategory | undefined {
  const category = categories.find((c) => c.id === categoryId);
  const article = category?.articles.find((a) => a.slug === slug);
  return category && article ? { category, article } : undefined;
}

/** The other articles of the same topic, for 'Related articles'. */
export function relatedArticles(category: HelpCategory, slug: string, limit = 4): HelpArticle[] {
  return category.articles.filter((article) => article.slug !== slug).slice(0, limit);
}

/**
 * Whether Back can stay inside the store: the store's history numbers the entries it creates
 * (`idx`, app/browser-history), so an index above 0 means the shopper arrived from another page
 * of ours.
 */
export function canGoBack(historyState: unknown): boolean {
  if (typeof historyState !== 'object' || historyState === null || !('idx' in historyState)) return false;
  const { idx } = historyState;
  return typeof idx === 'number' && idx > 0;
}
