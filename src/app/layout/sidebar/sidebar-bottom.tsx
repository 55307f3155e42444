import { useTranslation } from 'react-i18next';
import { Icon } from '@site/components/icons';
import { menuConfig } from '@site/lib/config';
import { getLanguage, languages, switchLanguage } from '@site/lib/locale';
import { Pills, pillsCss } from './sidebar-styles';

/** Language selector (docs/product.md §2 Side menu, §4 Language switch: stores the language and reloads). */
export function LanguageSelector() {
  const { t } = useTranslation();
  const current = getLanguage();
  return (
    <div role="group" aria-labelledby="menu-language">
      <h2 id="menu-language">{t('menu.language')}</h2>
      <Pills>
        {languages().map(({ code, name }) => (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={code === current}
            onClick={() => code !== current && switchLanguage(code)}
          >
            {name}
          </button>
        ))}
      </Pills>
    </div>
  );
}

/** Follow Me: three social icons, 24x24 px, opening the site-option links in a new tab (docs/product.md §2). */
export function FollowMe({ options }: { options: Record<string, string> }) {
  const { t } = useTranslation();
  const links = menuConfig.followMe.links.filter((link) => options[link.appKey]);
  if (links.length === 0) return null;
  return (
    <div>
      <h2 id="menu-follow">{t(menuConfig.followMe.title)}</h2>
      <ul css={pillsCss} aria-labelledby="menu-follow">
        {links.map((link) => (
          <li key={link.appKey}>
            <a href={options[link.appKey]} target="_blank" rel="noopener noreferrer" aria-label={`${link.name} ${t('common.opensInNewTab')}`}>
              <Icon name={link.icon} size={24} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
