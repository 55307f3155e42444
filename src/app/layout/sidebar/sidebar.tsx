import { useCallback } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useAtom } from 'jotai';
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@site/components/icon-button';
import { useModalFocus } from '@site/components/modal-focus';
import { useSiteOptions } from '@site/features/cms/api/site-options';
import { menuConfig, siteConfig } from '@site/lib/config';
import { sidebarOpenAtom } from '@site/lib/panels';
import { MenuEntry } from './menu-entry';
import { PlayerCard } from './player-card';
import { FollowMe, LanguageSelector } from './sidebar-bottom';
import { Bottom, Drawer, DrawerHead, Mask, Section } from './sidebar-styles';

/**
 * Side menu drawer (docs/product.md §2 Side menu, §4 Sidebar): grouped sections from config/menu.json, language selector and
 * Follow Me at the bottom. A modal sheet on the Radix Dialog primitive (docs/dialogs.md) while open: focus is
 * trapped and returns to the menu button; Escape, a mask click or any item closes it; it slides in and out.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const options = useSiteOptions();
  const close = useCallback(() => setOpen(false), [setOpen]);
  const focus = useModalFocus();

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay asChild>
          <Mask aria-hidden="true" data-testid="sidebar-mask" />
        </RadixDialog.Overlay>
        <RadixDialog.Content
          asChild
          aria-modal="true"
          aria-label={t('menu.title')}
          aria-describedby={undefined}
          {...focus}
        >
          <Drawer id="side-menu" widthRem={siteConfig.sidebar.widthRem} tabIndex={-1}>
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
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
