import { useCallback, useRef } from 'react';
import { useAtom } from 'jotai';
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button';
import { useFocusTrap } from '../../../components/use-focus-trap';
import { useSiteOptions } from '../../../features/cms/api/site-options';
import { menuConfig, siteConfig } from '../../../lib/config';
import { sidebarOpenAtom } from '../../../lib/panels';
import { MenuEntry } from './menu-entry';
import { PlayerCard } from './player-card';
import { FollowMe, LanguageSelector } from './sidebar-bottom';
import { Bottom, Drawer, DrawerHead, Mask, Section } from './sidebar-styles';

/**
 * Side menu drawer (spec §2 Side menu, §4 Sidebar): grouped sections from config/menu.json, language selector and
 * Follow Me at the bottom. A modal while open: focus is trapped; Escape, a mask click or any item closes it.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const options = useSiteOptions();
  const ref = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useFocusTrap(ref, open, close);

  return (
    <>
      <Mask open={open} onClick={close} aria-hidden="true" data-testid="sidebar-mask" />
      <Drawer
        id="side-menu"
        ref={ref}
        open={open}
        widthRem={siteConfig.sidebar.widthRem}
        role="dialog"
        aria-modal={open}
        aria-label={t('menu.title')}
        aria-hidden={!open}
        inert={!open}
        tabIndex={-1}
      >
        <DrawerHead>
          <img src={theme.logos.header} alt={theme.brandName} />
          <IconButton icon="close" label={t('menu.close')} onClick={close} />
        </DrawerHead>
        <PlayerCard onDone={close} />
        <nav aria-label={t('menu.title')}>
          {menuConfig.sections.map((section) => (
            <Section key={section.id} aria-labelledby={`menu-section-${section.id}`}>
              <h2 id={`menu-section-${section.id}`}>{t(section.title)}</h2>
              <ul>
                {section.items.map((item) => (
                  <MenuEntry key={item.title} item={item} options={options} onDone={close} />
                ))}
              </ul>
            </Section>
          ))}
        </nav>
        <Bottom>
          <LanguageSelector />
          <FollowMe options={options} />
        </Bottom>
      </Drawer>
    </>
  );
}
