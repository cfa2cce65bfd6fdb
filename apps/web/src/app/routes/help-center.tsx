import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { Button } from '../../components/ui/button';
import { HeroSearch } from '../../components/ui/hero-search';
import { PageHero } from '../../components/ui/page-hero';
import { BackButton } from '../../features/help/components/back-button';
import { CategoryAccordion } from '../../features/help/components/category-accordion';
import {
  QuickLinksCard,
  RecentUpdatesCard,
  StillNeedHelpCard,
  SystemStatusCard,
} from '../../features/help/components/help-cards';
import { PopularArticles } from '../../features/help/components/popular-articles';
import { HELP_CATEGORIES } from '../../features/help/help-content';
import { popularArticles } from '../../features/help/help-search';
import { useHelpSearch } from '../../features/help/use-help-search';
import { plural } from '../../lib/format';
import type { PageMeta } from '../page-module';

const POPULAR = popularArticles(HELP_CATEGORIES);

export const meta: PageMeta = () => ({
  title: 'Help Center',
  description: 'Guides on orders, payment, delivery, returns and your account, with search.',
});

/**
 * Help centre (spec §2): Back, a search over topic and article titles, the topic accordion,
 * popular articles, quick links and the support, status and updates cards.
 */
export default function HelpCenterPage() {
  const [params] = useSearchParams();
  const { query, setQuery, applied, categories, resultCount, openIds, toggle } = useHelpSearch(
    params.get('topic'),
  );
  const searching = applied !== '';
  const noResults = categories.length === 0;

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-4">
        <BackButton />
      </div>
      <PageHero
        title="Help Center"
        intro="How can we help you today? Search our guides or browse a topic below."
      >
        <HeroSearch
          label="Search help articles"
          value={query}
          onChange={setQuery}
          placeholder="e.g. refund, delivery, password"
        />
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-10">
          <section aria-labelledby="help-topics">
            <h2 id="help-topics" className="mb-2 text-2xl font-bold text-slate-900">
              {searching ? 'Search Results' : 'Browse by Topic'}
            </h2>
            <div
              className={
                noResults
                  ? 'flex flex-col items-center gap-3 rounded-xl bg-white px-4 py-12 text-center ring-1 ring-slate-200'
                  : 'mb-4'
              }
            >
              <p role="status" className={noResults ? 'text-xl font-bold text-slate-900' : 'text-slate-700'}>
                {!searching
                  ? 'Choose a topic to see its articles.'
                  : noResults
                    ? 'No results found'
                    : `${plural(resultCount, 'article')} found for “${applied}”.`}
              </p>
              {noResults && (
                <>
                  <p className="text-slate-600">
                    No topic or article title matches “{applied}”. Try another word, or{' '}
                    <Link
                      to="/contact"
                      className="font-semibold text-brand-800 underline hover:text-brand-900"
                    >
                      ask our support team
                    </Link>
                    .
                  </p>
                  <Button variant="secondary" onClick={() => setQuery('')} className="mt-2">
                    Show all topics
                  </Button>
                </>
              )}
            </div>
            {!noResults && <CategoryAccordion categories={categories} openIds={openIds} onToggle={toggle} />}
          </section>

          <section aria-labelledby="help-popular">
            <h2 id="help-popular" className="mb-4 text-2xl font-bold text-slate-900">
              Popular Articles
            </h2>
            <PopularArticles articles={POPULAR} />
          </section>
        </div>

        <div className="flex flex-col gap-6">
          <StillNeedHelpCard />
          <QuickLinksCard />
          <SystemStatusCard />
          <RecentUpdatesCard />
        </div>
      </div>
    </>
  );
}
