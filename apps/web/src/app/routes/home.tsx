import { FREE_SHIPPING_THRESHOLD } from '@better-deals/domain';
import { ButtonLink } from '../../components/ui/button';
import { CategoryTiles } from '../../features/marketing/components/category-tiles';
import { ClosingCta } from '../../features/marketing/components/closing-cta';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { StatsBand } from '../../features/marketing/components/stats-band';
import { WhyChoose } from '../../features/marketing/components/why-choose';
import { formatNaira } from '../../lib/format';
import type { PageMeta } from '../page-module';
import { Icon } from '../../components/ui/icons';

export const meta: PageMeta = () => ({
  title: '',
  description:
    'Deals in naira on electronics, fashion, groceries and more: new flash deals every six hours, delivered across Nigeria.',
});

/**
 * Home (spec §2 Home): hero, why-choose cards, stats, category tiles and a call to action.
 * Text, CSS and inline icons only, so it loads quickly on slow mobile data.
 */
export default function HomePage() {
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
        <ButtonLink to="/store" variant="light" size="lg">
          Start Shopping
          <Icon name="arrow-right" />
        </ButtonLink>
      </ClosingCta>
    </>
  );
}
