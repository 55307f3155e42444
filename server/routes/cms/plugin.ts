import type { FastifyPluginAsync } from 'fastify';
import { bannerArtRoute } from './banner-art';
import { contentListRoute } from './content-list';
import { contentRoute } from './content';
import { contentTitleListRoute } from './content-title-list';
import { coveryJsRoute } from './covery-js';
import { domainStatusRoute } from './domain-status';
import { languageListRoute } from './language-list';
import { popupRoute } from './popup';
import { promotionListRoute } from './promotion-list';
import { promotionRoute } from './promotion';
import { siteOptionListRoute } from './site-option-list';
import { sliderListRoute } from './slider-list';
import { translationListRoute } from './translation-list';

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
