import { ClosingCta } from '../../features/marketing/components/closing-cta';
import { HowItWorks, ReasonCards, StoryAndMission } from '../../features/marketing/components/about-sections';
import { ButtonLink } from '../../components/ui/button';
import { PageHero } from '../../components/ui/page-hero';
import type { PageMeta } from '../page-module';

export const meta: PageMeta = () => ({
  title: 'About Us',
  description:
    'Who we are: a Nigerian deals store with honest prices in naira, fast delivery and friendly support.',
});

/** About (spec §2 About): hero, story, mission, six reasons, how it works, call to action. */
export default function AboutPage() {
  return (
    <>
      <PageHero
        title="About Better Deals"
        intro="We help Nigerian shoppers get more for their money: the lowest prices, fast delivery and shopping you can trust."
      />
      <StoryAndMission />
      <ReasonCards />
      <HowItWorks />
      <ClosingCta
        id="about-cta"
        title="Ready to find your next deal?"
        text="Start shopping today, or get in touch if there is anything we can help you with."
      >
        <ButtonLink to="/store" variant="light" size="lg">
          Start Shopping
        </ButtonLink>
        <ButtonLink to="/contact" variant="light-outline" size="lg">
          Get in Touch
        </ButtonLink>
      </ClosingCta>
    </>
  );
}
