import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactInfo } from '../../features/contact/components/contact-info';
import { HelpLinks } from '../../features/contact/components/help-links';
import { PageHero } from '../../components/ui/page-hero';
import type { PageMeta } from '../page-module';

export const meta: PageMeta = () => ({
  title: 'Contact Us',
  description:
    'Call, email or write to Better Deals: our support team answers questions about orders, delivery and returns.',
});

/** Contact (spec §2 Contact): hero, four info cards, help links and the message form. */
export default function ContactPage() {
  return (
    <>
      <PageHero
        title="Contact Us"
        intro="Questions about an order, a product or a deal? We are here to help and reply within 24 hours."
      />
      <ContactInfo />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:py-16 lg:grid-cols-[2fr_1fr] lg:items-start">
        <ContactForm />
        <HelpLinks />
      </div>
    </>
  );
}
