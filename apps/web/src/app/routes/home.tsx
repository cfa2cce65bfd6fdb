import { FREE_SHIPPING_THRESHOLD } from '@better-deals/domain';
import { CategoryTiles } from '../../features/marketing/components/category-tiles';
import { ClosingCta } from '../../features/marketing/components/closing-cta';
import { CtaLink } from '../../features/marketing/components/cta-link';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { ArrowRightIcon } from '../../features/marketing/components/marketing-icons';
import { StatsBand } from '../../features/marketing/components/stats-band';
import { WhyChoose } from '../../features/marketing/components/why-choose';
import { formatNaira } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * Home (spec §2 Home): hero, why-choose cards, stats, category tiles and a call to action.
 * Text, CSS and inline icons only, so it loads quickly on slow mobile data.
 */
export default function HomePage() {
  usePageTitle();
  return (
    <>
      <HomeHero />
      <WhyChoose />
      <StatsBand />
      <CategoryTiles />
      <ClosingCta
        id="home-cta"
        title="Ready to start saving?"
        text={`New flash deals every six hours, and free standard shipping on orders over ${formatNaira(FREE_SHIPPING_THRESHOLD)}.`}
      >
        <CtaLink to="/store" variant="light">
          Start Shopping
          <ArrowRightIcon />
        </CtaLink>
      </ClosingCta>
    </>
  );
}
