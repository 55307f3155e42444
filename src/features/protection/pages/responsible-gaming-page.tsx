import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/components/button';
import { Loading } from '@site/components/loading';
import { PageIntro } from '@site/components/page-intro';
import { authAtom } from '@site/lib/session';
import { useProtectionStatus } from '@site/features/protection/api/status';
import { ExclusionPanel } from '@site/features/protection/components/exclusion-panel';
import { ExportPanel } from '@site/features/protection/components/export-panel';
import { LimitsPanel } from '@site/features/protection/components/limits-panel';
import { RealityCheckPanel } from '@site/features/protection/components/reality-check-panel';
import { WarningsNote } from '@site/features/protection/components/warnings-note';

/**
 * /dashboard/responsible-gaming (docs/protection-enforcement.md): limits, reality check, time-out, self-exclusion and history export —
 * only the tools the server's compliance profile turns on.
 */
export default function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const token = useAtomValue(authAtom)?.token;
  const query = useProtectionStatus(token);
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <PageIntro title={t('protection.title')} lead={t('protection.lead')} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <div role="alert" css={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
          <p css={{ margin: 0 }}>{t('protection.loadFailed')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('protection.retry')}
          </Button>
        </div>
      ) : (
        <>
          <WarningsNote warnings={query.data.warnings} />
          <LimitsPanel status={query.data} />
          <div css={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))' }}>
            <RealityCheckPanel status={query.data} />
            {query.data.profile.historyExport.enabled ? <ExportPanel maxMonths={query.data.profile.historyExport.maxRangeMonths} /> : null}
            {query.data.profile.timeOut.enabled ? <ExclusionPanel kind="timeout" periods={query.data.profile.timeOut.periods} /> : null}
            {query.data.profile.selfExclusion.enabled ? (
              <ExclusionPanel kind="selfExclusion" periods={query.data.profile.selfExclusion.periods} />
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
