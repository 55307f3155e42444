import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icons';
import { useSiteOptions } from '../../features/cms/api/site-options';
import { footerConfig } from '../../lib/config';
import { liveChatOpenAtom } from '../../lib/panels';

/**
 * Live chat panel toggled by the header button and the menu item (spec §2). Until the chat issue embeds the chat
 * widget (site option liveChatUrl), it offers the real support channels from site options.
 */
export function LiveChatPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(liveChatOpenAtom);
  const options = useSiteOptions();
  const close = useCallback(() => setOpen(false), [setOpen]);
  const channels = [
    ...(options.liveChatUrl ? [{ key: 'liveChatUrl', label: t('chat.title'), href: options.liveChatUrl, icon: 'chat' as const }] : []),
    ...footerConfig.support
      .filter((s) => options[s.appKey])
      .map((s) => ({ key: s.appKey, label: t(s.label), href: options[s.appKey], icon: s.icon })),
  ];
  return (
    <Dialog open={open} onClose={close} title={t('chat.title')} variant="sheet" height={420}>
      <p>{channels.length > 0 ? t('chat.lead') : t('chat.none')}</p>
      <ul style={{ display: 'grid', gap: 10, padding: 0, listStyle: 'none' }}>
        {channels.map((c) => (
          <li key={c.key}>
            <a href={c.href} target="_blank" rel="noopener noreferrer" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              <Icon name={c.icon} />
              {c.label}
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
