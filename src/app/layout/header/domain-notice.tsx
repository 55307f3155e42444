import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../lib/config';
import { useSiteOptions } from '../../../features/cms/api/site-options';
import { NoticeBar } from './header-styles';

// Development and test hosts are not "another domain" of the operator.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Extra notification bar when the site is opened on a domain other than the default one (spec §2 Header).
 * The default domain is the site option `defaultDomain` when the server has one, else config/site.json.
 */
export function DomainNotice() {
  const { t } = useTranslation();
  const options = useSiteOptions();
  const host = window.location.hostname;
  const defaultDomain = options.defaultDomain || siteConfig.defaultDomain;
  if (LOCAL_HOSTS.has(host) || host === defaultDomain || host === `www.${defaultDomain}`) return null;
  return <NoticeBar role="status">{t('header.domainNotice', { domain: host, defaultDomain })}</NoticeBar>;
}
