import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/components/button';

/** Copies `text`; a polite status says so (or to copy by hand when the clipboard is unavailable). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t('twoStep.copied'));
    } catch {
      setStatus('');
    }
  };
  return (
    <span css={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" css={{ fontSize: 13 }}>
        {status}
      </span>
    </span>
  );
}
