import { Link } from '../../../components/ui/link';
import type { ArticleInCategory } from '../help-search';
import { HELP_COLOUR_CLASSES } from './help-colours';

/** The popular articles as cards: topic, title and a one-line summary. */
export function PopularArticles({ articles }: { articles: readonly ArticleInCategory[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {articles.map(({ category, article }) => (
        <li key={article.url}>
          <Link
            to={article.url}
            className="flex h-full flex-col gap-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-700"
          >
            <span
              className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${HELP_COLOUR_CLASSES[category.colour].badge}`}
            >
              {category.title}
            </span>
            <span className="font-semibold text-slate-900">{article.title}</span>
            <span className="text-sm text-slate-600">{article.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
