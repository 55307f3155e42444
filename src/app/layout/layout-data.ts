import { contentTitlesQuery } from '@site/features/cms/api/content-titles';
import { domainStatusQuery } from '@site/features/cms/api/domain-status';
import { siteOptionsQuery } from '@site/features/cms/api/site-options';
import { trialBonusAmountQuery } from '@site/features/auth/register/api/trial-bonus-amount';
import { footerConfig } from '@site/lib/config';
import { ensureAll, type PageData } from '@site/lib/page-data';

/**
 * The queries the Layout renders every page with (docs/architecture.md "Server-rendered pages", src/lib/page-data.ts): the startup steps of
 * src/app/startup.ts (site options, domain status, trial bonus amount) and the footer's content links
 * (footer/footer.tsx). The server loads them before it renders a page (the layout route's loader).
 */
export const layoutData: PageData = async ({ queryClient }) => {
  await ensureAll([
    queryClient.ensureQueryData(siteOptionsQuery()),
    queryClient.ensureQueryData(domainStatusQuery()),
    queryClient.ensureQueryData(trialBonusAmountQuery()),
    queryClient.ensureQueryData(contentTitlesQuery(footerConfig.contentLinks.categoryId)),
  ]);
};
