import type { FastifyPluginAsync } from 'fastify';
import { bannerArtRoute } from './banner-art.ts';
import { contentListRoute } from './content-list.ts';
import { contentRoute } from './content.ts';
import { contentTitleListRoute } from './content-title-list.ts';
import { coveryJsRoute } from './covery-js.ts';
import { domainStatusRoute } from './domain-status.ts';
import { languageListRoute } from './language-list.ts';
import { popupRoute } from './popup.ts';
import { promotionListRoute } from './promotion-list.ts';
import { promotionRoute } from './promotion.ts';
import { siteOptionListRoute } from './site-option-list.ts';
import { sliderListRoute } from './slider-list.ts';
import { translationListRoute } from './translation-list.ts';

/**
 * The cms area: site content (languages, translations, site options, sliders, pages, promotions, popup, domains,
 * Covery config) as contract routes over `app.cms` (CmsService, decorated by server/plugins/core.ts because the auth
 * area's registration form reads its countries too), and the seeded banner art.
 */
export const cmsArea: FastifyPluginAsync = async (app) => {
  languageListRoute(app);
  translationListRoute(app);
  siteOptionListRoute(app);
  sliderListRoute(app);
  contentTitleListRoute(app);
  contentListRoute(app);
  contentRoute(app);
  promotionListRoute(app);
  promotionRoute(app);
  popupRoute(app);
  domainStatusRoute(app);
  coveryJsRoute(app);
  bannerArtRoute(app);
};
