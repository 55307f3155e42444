import { type ComponentProps, useMemo } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useDomainStatus } from '@site/features/cms/api/domain-status';
import { currentHost, isOtherDomain } from '@site/features/cms/hooks/current-host';
import { useHydrated } from '@site/lib/use-hydrated';

function Bar(props: ComponentProps<'p'>) {
  return <p css={barCss} {...props} />;
}

const barCss = (theme: Theme) => css({
  margin: 0,
  padding: '6px 16px',
  textAlign: 'center',
  fontSize: '0.85rem',
  fontWeight: 600,
  background: theme.colors.warning,
  color: theme.colors.surface,
});

/**
 * Extra notification bar when the site is opened on a domain other than the default one (docs/product.md §2 Header),
 * from cms/domainstatus (current and next domain). `fallbackDomain` (site option or config) is used until the
 * status is there or when it failed.
 */
export function DomainBar({ fallbackDomain }: { fallbackDomain: string }) {
  const { t } = useTranslation();
  const { data } = useDomainStatus();
  // The address bar's host is the browser's: shown after hydration (docs/architecture.md "Server-rendered pages"), the server's HTML has no bar.
  const hydrated = useHydrated();
  const host = useMemo(() => (hydrated ? currentHost() : null), [hydrated]);
  const current = data?.domains.current || fallbackDomain;
  const next = data?.domains.next;
  if (host === null || !isOtherDomain(host, current)) return null;
  return (
    <Bar role="status" data-testid="domain-notice">
      {t('banner.domain', { host, current })}
      {next && next !== host ? ` ${t('banner.domainNext', { next })}` : null}
    </Bar>
  );
}
