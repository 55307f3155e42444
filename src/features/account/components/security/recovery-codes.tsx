import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Button } from '@site/components/button';
import { Dialog } from '@site/components/dialog';
import { authTwoStepRecoveryCodes, useTwoStepCall } from '@site/features/account/api/two-step';
import { CopyButton } from './copy-button';
import { ConfirmDialog } from './factor-dialog';

/** The recovery codes, shown once: a list, copy and download. */
export function RecoveryCodes({ codes, onDone, headingId }: { codes: string[]; onDone: () => void; headingId: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const text = codes.join('\n');
  const download = () => {
    const href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(href);
  };
  return (
    <div css={{ display: 'grid', gap: 16, padding: '0 4px 8px' }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: 20 }}>
        {t('twoStep.codesTitle')}
      </h2>
      <p css={{ margin: 0 }}>{t('twoStep.codesIntro')}</p>
      <ul
        aria-label={t('twoStep.codesTitle')}
        data-testid="recovery-codes"
        css={{ margin: 0, padding: 12, listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8, fontFamily: 'monospace', fontSize: 16, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
        <CopyButton text={text} label={t('twoStep.copyCodes')} />
        <Button type="button" size="sm" variant="outline" onClick={download}>
          {t('twoStep.downloadCodes')}
        </Button>
      </div>
      <div>
        <Button type="button" onClick={onDone} data-autofocus>
          {t('twoStep.done')}
        </Button>
      </div>
    </div>
  );
}

/** New recovery codes: a confirmation, then the new set shown once. */
export function RegenerateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const call = useTwoStepCall(authTwoStepRecoveryCodes);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) {
    return (
      <Dialog open onClose={onClose} labelledBy={headingId}>
        <RecoveryCodes codes={codes} onDone={onClose} headingId={headingId} />
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      heading={t('twoStep.regenerateTitle')}
      intro={t('twoStep.regenerateIntro')}
      submitLabel={t('twoStep.continue')}
      pending={call.pending}
      onClose={onClose}
      confirm={async () => {
        const r = await call.submit(undefined);
        if (r) setCodes(r.data.recoveryCodes);
        return false;
      }}
    />
  );
}
