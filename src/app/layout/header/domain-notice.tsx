import { siteConfig } from '@site/lib/config';
import { useSiteOptions } from '@site/features/cms/api/site-options';
import { DomainBar } from '@site/features/cms/components/domain-bar';
import { TopNotifyBanner } from '@site/features/cms/components/top-notify-banner';
import { useInForce } from '@site/lib/in-force';

/**
 * The bars above the header (docs/product.md §2 Header, Top notification banner): the dismissible top banner (home route
 * only) and the extra notification bar when the domain is not the default domain (cms/domainstatus; the site
 * option `defaultDomain`, else config/site.json, until the status is loaded). The top banner advertises offers, so it
 * stays away while a time-out or self-exclusion confirmed in this browser is in force (docs/registration-checks.md).
 */
export function DomainNotice() {
  const options = useSiteOptions();
  // A browser with the record gets no server HTML (src/lib/in-force.ts), so its first render already leaves it out.
  const exclusion = useInForce();
  return (
    <>
      {exclusion ? null : <TopNotifyBanner />}
      <DomainBar fallbackDomain={options.defaultDomain || siteConfig.defaultDomain} />
    </>
  );
}
