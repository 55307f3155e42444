import type { IconName, MenuItemConfig } from '@site/generated/config/menu';
import { menuConfig } from '@site/lib/config';

export interface SectionLink {
  title: string;
  url: string;
  icon: IconName;
}

/** Every in-app menu link except Home, flattened from config/menu.json (for the home page's section tiles). */
export function sectionLinks(): SectionLink[] {
  const walk = (items: readonly MenuItemConfig[]): SectionLink[] =>
    items.flatMap((item) => [
      ...(item.url && item.url !== '/' && !item.url.startsWith('/pages') && (item.kind ?? 'link') !== 'external'
        ? [{ title: item.title, url: item.url, icon: item.icon }]
        : []),
      ...walk(item.children ?? []),
    ]);
  return walk(menuConfig.sections.flatMap((s) => s.items));
}
