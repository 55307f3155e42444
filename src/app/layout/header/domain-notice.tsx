import { siteConfig } from '../../../lib/config';
import { useSiteOptions } from '../../../features/cms/api/site-options';
import { DomainBar } from '../../../features/cms/components/domain-bar';
import { TopNotifyBanner } from '../../../features/cms/components/top-notify-banner';

/**
 * The bars above the header (spec §2 Header, Top notification banner): the dismissible top banner (home route
 * only) and the extra notification bar when the domain is not the default domain (cms/domainstatus; the site
 * option `defaultDomain`, else config/site.json, until the status is loaded).
 */
export function DomainNotice() {
  const options = useSiteOptions();
  return (
    <>
      <TopNotifyBanner />
      <DomainBar fallbackDomain={options.defaultDomain || siteConfig.defaultDomain} />
    </>
  );
}
