import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@site/components/icons';
import { useSiteOptions } from '@site/features/cms/api/site-options';
import { useContentTitles } from '@site/features/cms/api/content-titles';
import { configAsset, footerConfig } from '@site/lib/config';
import { bootTheme } from '@site/lib/brand';
import { Columns, FooterBox, Legal, MaskLogo, Providers, ToTop, Wrap } from './footer-styles';

const operator = bootTheme().operator;

/**
 * Site footer (docs/product.md §2 Footer) from config/footer.json: content links (cms/contenttitlelist, the configured
 * fallback until it answers), support links from site options (new tab), regulator licence-verification logo, the 16
 * provider logos (hidden on extra-small screens), software company link, licence statement (brand.json licenceText,
 * docs/brands.md "The licence statement"), copyright, go to top.
 */
export function Footer() {
  const { t } = useTranslation();
  const theme = useTheme();
  const options = useSiteOptions();
  // cms/contenttitlelist (status true, categoryId 2), titles in the player's language; the configured links stand in
  // while it loads or when it fails.
  const titles = useContentTitles(footerConfig.contentLinks.categoryId);
  const contentLinks = titles?.length ? titles : footerConfig.contentLinks.fallback.map((item) => ({ id: item.id, title: t(item.title) }));
  const support = footerConfig.support.filter((link) => options[link.appKey]);
  const { regulator, softwareCompany } = footerConfig;
  const newTab = t('common.opensInNewTab');

  return (
    <FooterBox aria-label={t('footer.label')}>
      <Wrap>
        <Columns>
          <nav aria-labelledby="footer-content">
            <h2 id="footer-content">{t('footer.contentTitle')}</h2>
            <ul>
              {contentLinks.map((item) => (
                <li key={item.id}>
                  <Link to={`/pages/${item.id}`}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 id="footer-support">{t('footer.supportTitle')}</h2>
            <ul aria-labelledby="footer-support">
              {support.map((link) => (
                <li key={link.appKey}>
                  <a href={options[link.appKey]} target="_blank" rel="noopener noreferrer" aria-label={`${t(link.label)} ${newTab}`}>
                    <Icon name={link.icon} size={18} />
                    {t(link.label)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <a href={regulator.url} target="_blank" rel="noopener noreferrer" aria-label={`${t(regulator.label)} ${newTab}`}>
              <MaskLogo src={configAsset(regulator.logo) ?? ''} w={132} h={48} aria-hidden="true" />
            </a>
            <p>{t(footerConfig.responsibleKey)}</p>
          </div>
        </Columns>
        <Providers aria-label={t('footer.providersTitle')}>
          {footerConfig.providers.map((provider) => (
            <li key={provider.name} title={provider.name}>
              <MaskLogo src={configAsset(provider.url) ?? ''} w={96} h={28} role="img" aria-label={provider.name} />
            </li>
          ))}
        </Providers>
        <Legal>
          <div className="row">
            <img src={theme.logos.footer} alt={theme.brandName} loading="lazy" width={168} height={40} />
            <a href={softwareCompany.url} target="_blank" rel="noopener noreferrer" aria-label={`${t(softwareCompany.label, { name: softwareCompany.name })} ${newTab}`}>
              <span>{t(softwareCompany.label, { name: '' }).trim()}</span>
              <MaskLogo src={configAsset(softwareCompany.logo) ?? ''} w={110} h={30} aria-hidden="true" />
            </a>
            <ToTop type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
              <Icon name="arrow-up" size={16} />
              {t('footer.goToTop')}
            </ToTop>
          </div>
          {/* brand.json licenceText is the licence statement as licensed (English): the en text shows it verbatim, other
              languages translate it from the operator fields (schemas/config/brand.json operator); a brand overrides
              footer.licence in its locales (docs/architecture.md). */}
          <p data-testid="footer-licence">
            {t(footerConfig.licenceKey, {
              brand: theme.brandName,
              company: operator.company,
              companyNumber: operator.companyNumber,
              regulator: operator.regulator,
              licenceNumber: operator.licenceNumber,
              licenceText: theme.licenceText,
            })}
          </p>
          <p>{t(footerConfig.copyrightKey, { year: new Date().getFullYear(), brand: theme.brandName })}</p>
        </Legal>
      </Wrap>
    </FooterBox>
  );
}
