import { PageHero } from '../../components/ui/page-hero';
import { TERMS_LAST_UPDATED, TermsContent } from '../../features/marketing/components/terms-content';
import type { PageMeta } from '../page-module';

export const meta: PageMeta = () => ({
  title: 'Terms & Conditions',
  description:
    'The terms for shopping at Better Deals: orders, prices, payment, delivery, returns and accounts.',
});

/** Terms and conditions: what applies to accounts, orders, deals, shipping and returns. */
export default function TermsPage() {
  return (
    <>
      <PageHero
        title="Terms & Conditions"
        intro={`Last updated ${TERMS_LAST_UPDATED}. Please read these terms before you shop with us.`}
      />
      <TermsContent />
    </>
  );
}
