import { PageHero } from '../../components/ui/page-hero';
import { TERMS_LAST_UPDATED, TermsContent } from '../../features/marketing/components/terms-content';
import { usePageTitle } from '../../lib/use-page-title';

/** Terms and conditions: what applies to accounts, orders, deals, shipping and returns. */
export default function TermsPage() {
  usePageTitle('Terms & Conditions');
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
