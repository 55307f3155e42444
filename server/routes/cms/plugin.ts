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
 * The cms area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const cmsArea: FastifyPluginAsync = async (app) => {
  languageListRoute(app, app.ctx);
  translationListRoute(app, app.ctx);
  siteOptionListRoute(app, app.ctx);
  sliderListRoute(app, app.ctx);
  contentTitleListRoute(app, app.ctx);
  contentListRoute(app, app.ctx);
  contentRoute(app, app.ctx);
  promotionListRoute(app, app.ctx);
  promotionRoute(app, app.ctx);
  popupRoute(app, app.ctx);
  domainStatusRoute(app, app.ctx);
  coveryJsRoute(app, app.ctx);
  bannerArtRoute(app);
};
