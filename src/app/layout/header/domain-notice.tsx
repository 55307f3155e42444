import { siteConfig } from '../../../lib/config';
import { useSiteOptions } from '../../../features/cms/api/site-options';
import { DomainBar } from '../../../features/cms/components/domain-bar';
import { TopNotifyBanner } from '../../../features/cms/components/top-notify-banner';
import { inForce } from '../../../features/protection/in-force';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * The bars above the header (docs/product.md §2 Header, Top notification banner): the dismissible top banner (home route
 * only) and the extra notification bar when the domain is not the default domain (cms/domainstatus; the site
 * option `defaultDomain`, else config/site.json, until the status is loaded). The top banner advertises offers, so it
 * stays away while a time-out or self-exclusion confirmed in this browser is in force (issue 17 item 5).
 */
export function DomainNotice() {
  const options = useSiteOptions();
  // The in-force record is in this browser's storage: the server's HTML and the hydrating render have none (issue 21).
  const hydrated = useHydrated();
  return (
    <>
      {hydrated && inForce() ? null : <TopNotifyBanner />}
      <DomainBar fallbackDomain={options.defaultDomain || siteConfig.defaultDomain} />
    </>
  );
}
