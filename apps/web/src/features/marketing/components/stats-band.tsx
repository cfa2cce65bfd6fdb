import { HOME_STATS, statAt } from '../stat-counter';
import { useCountUp } from '../use-count-up';

/**
 * Home's stats (spec §2 Home), counting up the first time they come into view (at once with
 * reduced motion). Screen readers and text searches get only the final figure; the moving
 * digits are rendered with CSS content over an invisible copy of the final figure, which keeps
 * their width fixed so nothing around them shifts while they count.
 */
export function StatsBand() {
  const { ref, progress } = useCountUp<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby="home-stats" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-16">
        <h2 id="home-stats" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Better Deals in Numbers
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 text-center lg:grid-cols-4">
          {HOME_STATS.map((stat) => {
            const final = statAt(stat, 1);
            return (
              <div key={stat.label} className="flex flex-col items-center gap-1">
                <dt className="order-2 text-sm font-medium uppercase tracking-wide text-brand-100 sm:text-base">
                  {stat.label}
                </dt>
                <dd className="order-1 text-4xl font-extrabold tabular-nums sm:text-5xl">
                  <span className="sr-only">{final}</span>
                  <span
                    aria-hidden="true"
                    data-value={statAt(stat, progress)}
                    data-final={final}
                    className="inline-grid before:content-[attr(data-value)] before:[grid-area:1/1] after:invisible after:content-[attr(data-final)] after:[grid-area:1/1]"
                  />
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
