import { ClosingCta } from '../../features/marketing/components/closing-cta';
import { CtaLink } from '../../features/marketing/components/cta-link';
import { HowItWorks, ReasonCards, StoryAndMission } from '../../features/marketing/components/about-sections';
import { PageHero } from '../../components/ui/page-hero';
import { usePageTitle } from '../../lib/use-page-title';

/** About (spec §2 About): hero, story, mission, six reasons, how it works, call to action. */
export default function AboutPage() {
  usePageTitle('About Us');
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
        <CtaLink to="/store" variant="light">
          Start Shopping
        </CtaLink>
        <CtaLink to="/contact" variant="outlineLight">
          Get in Touch
        </CtaLink>
      </ClosingCta>
    </>
  );
}
