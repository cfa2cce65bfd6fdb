import { useMemo, useState } from 'react';
import { Link } from '../../components/ui/link';
import { Button, ButtonLink } from '../../components/ui/button';
import { HeroSearch } from '../../components/ui/hero-search';
import { PageHero } from '../../components/ui/page-hero';
import { FaqList } from '../../features/faq/components/faq-list';
import { FAQ_CATEGORIES } from '../../features/faq/faq-content';
import { countQuestions, filterFaq } from '../../features/faq/faq-search';
import type { PageMeta } from '../page-module';

const TOTAL_QUESTIONS = countQuestions(FAQ_CATEGORIES);

export const meta: PageMeta = () => ({
  title: 'FAQ',
  description:
    'Answers to common questions about orders, payment, delivery, returns and your Better Deals account.',
});

/** FAQ (spec §2 FAQ): quick search as you type, twelve questions in four topics, Contact Support. */
export default function FaqPage() {
  const [query, setQuery] = useState('');
  const categories = useMemo(() => filterFaq(FAQ_CATEGORIES, query), [query]);
  const found = countQuestions(categories);
  const searching = query.trim() !== '';

  return (
    <>
      <PageHero
        title="Frequently Asked Questions"
        intro="Quick answers about orders, delivery, returns and your account."
      >
        <HeroSearch
          clearable={false}
          label="Search the FAQ"
          value={query}
          onChange={setQuery}
          placeholder="e.g. refund, delivery, password"
        />
      </PageHero>

      <div className="mx-auto max-w-3xl px-4 py-10">
        <p role="status" className={found > 0 && searching ? 'mb-6 text-slate-700' : 'sr-only'}>
          {searching &&
            (found > 0
              ? `Showing ${found} of ${TOTAL_QUESTIONS} questions for “${query.trim()}”.`
              : `No questions match “${query.trim()}”.`)}
        </p>

        {found > 0 ? (
          <FaqList categories={categories} />
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-xl bg-white px-4 py-12 text-center ring-1 ring-slate-200">
            <p className="text-xl font-bold text-slate-900">No matching questions</p>
            <p className="text-slate-600">
              Nothing in our FAQ matches “{query.trim()}”. Try another word, or ask our support team.
            </p>
            <Button variant="secondary" onClick={() => setQuery('')} className="mt-2">
              Clear search
            </Button>
          </div>
        )}

        <section
          aria-labelledby="faq-more-help"
          className="mt-12 flex flex-col items-center gap-3 rounded-2xl bg-brand-50 px-6 py-10 text-center ring-1 ring-brand-100"
        >
          <h2 id="faq-more-help" className="text-2xl font-bold text-slate-900">
            Still have questions?
          </h2>
          <p className="max-w-xl text-slate-700">
            Our support team replies to every message within 24 hours. You can also browse step-by-step guides
            in our{' '}
            <Link to="/help-center" className="font-semibold text-brand-800 underline hover:text-brand-900">
              Help Center
            </Link>
            .
          </p>
          <ButtonLink to="/contact" size="lg" className="mt-2">
            Contact Support
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
