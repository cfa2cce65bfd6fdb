import { useParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { ArticleBody } from '../../features/help/components/article-body';
import { StillNeedHelpCard } from '../../features/help/components/help-cards';
import { HELP_ARTICLE_TEXTS } from '../../features/help/help-articles';
import { HELP_CATEGORIES } from '../../features/help/help-content';
import { findArticle, relatedArticles, type ArticleInCategory } from '../../features/help/help-search';
import { notFound, type PageLoad, type PageMeta } from '../page-module';
import { NotFound } from '../layout/not-found';
import { Icon } from '../../components/ui/icons';

/** An address that names no article is the 404 page. */
export const load: PageLoad = async (_store, { params }) => {
  if (!findArticle(HELP_CATEGORIES, params.category ?? '', params.article ?? '')) notFound();
};

export const meta: PageMeta = (_state, { params }) => {
  const found = findArticle(HELP_CATEGORIES, params.category ?? '', params.article ?? '');
  return found
    ? { title: found.article.title, description: found.article.summary }
    : { title: 'Page not found', noindex: true };
};

/** A help article, /help/:category/:article; an unknown address is the store's 404. */
export default function HelpArticlePage() {
  const { category = '', article = '' } = useParams();
  const found = findArticle(HELP_CATEGORIES, category, article);
  if (!found) return <NotFound />;
  return <ArticlePage key={found.article.url} {...found} />;
}

function ArticlePage({ category, article }: ArticleInCategory) {
  const related = relatedArticles(category, article.slug);
  const links = HELP_ARTICLE_TEXTS[article.url]?.links ?? [];
  const topicHref = `/help-center?${new URLSearchParams({ topic: category.id })}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/help-center" className="font-medium text-brand-800 hover:underline">
              Help Center
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={topicHref} className="font-medium text-brand-800 hover:underline">
              {category.title}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-slate-800">
            {article.title}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <article className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{category.title}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">{article.title}</h1>
          <p className="mt-3 text-lg text-slate-700">{article.summary}</p>
          <hr className="my-6 border-slate-200" />
          <ArticleBody blocks={HELP_ARTICLE_TEXTS[article.url]?.body ?? []} />
          {links.length > 0 && (
            <section aria-labelledby="article-links" className="mt-8 rounded-xl bg-slate-50 p-5">
              <h2 id="article-links" className="font-bold text-slate-900">
                Useful links
              </h2>
              <ul className="mt-2 flex flex-col gap-1">
                {links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="font-medium text-brand-800 underline hover:text-brand-900">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>

        <div className="flex flex-col gap-6">
          {related.length > 0 && (
            <section
              aria-labelledby="related-articles"
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <h2 id="related-articles" className="mb-3 text-lg font-bold text-slate-900">
                Related articles
              </h2>
              <ul className="-mx-2 flex flex-col">
                {related.map((item) => (
                  <li key={item.slug}>
                    <Link
                      to={item.url}
                      className="flex items-center justify-between gap-2 rounded-lg px-2 py-2 text-brand-800 hover:bg-brand-50 hover:underline"
                    >
                      {item.title}
                      <Icon name="chevron-right" size={16} className="shrink-0" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <StillNeedHelpCard />
          <Link
            to="/help-center"
            className="self-start font-semibold text-brand-800 underline hover:text-brand-900"
          >
            Back to Help Center
          </Link>
        </div>
      </div>
    </div>
  );
}
