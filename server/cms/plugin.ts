import type { FastifyPluginAsync } from 'fastify';
import { bannerArtRoute } from './routes/banner-art';
import { contentListRoute } from './routes/content-list';
import { contentRoute } from './routes/content';
import { contentTitleListRoute } from './routes/content-title-list';
import { coveryJsRoute } from './routes/covery-js';
import { domainStatusRoute } from './routes/domain-status';
import { languageListRoute } from './routes/language-list';
import { popupRoute } from './routes/popup';
import { promotionListRoute } from './routes/promotion-list';
import { promotionRoute } from './routes/promotion';
import { siteOptionListRoute } from './routes/site-option-list';
import { sliderListRoute } from './routes/slider-list';
import { translationListRoute } from './routes/translation-list';

/**
 * The cms area: site content (languages, translations, site options, sliders, pages, promotions, popup, domains,
 * Covery config) as contract routes over `app.cms` (CmsService, decorated by server/platform/core-plugin.ts because the auth
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
