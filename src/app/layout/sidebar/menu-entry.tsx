import { useId, useState } from 'react';
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import type { MenuItemConfig } from '@site/generated/config/menu';
import { Icon } from '@site/components/icons';
import { useShowLiveChat } from '@site/lib/live-chat';
import { Badge, Row } from './sidebar-styles';

interface Props {
  item: MenuItemConfig;
  /** Active site options (key → url) for external items. */
  options: Record<string, string>;
  /** Called after any item acts, so the sidebar closes (docs/product.md §2 "Clicking an item closes the sidebar"). */
  onDone: () => void;
}

/** Path of the game search an Aviator-kind item opens (docs/product.md §3 Game search params: search, isLive). */
export function gameSearchPath({ search, isLive }: { search: string; isLive: boolean }): string {
  return `/casino/${isLive ? 'live' : 'slot'}?search=${encodeURIComponent(search)}`;
}

/** One side-menu item of config/menu.json, by kind (see schemas/config/menu.json). Groups are accordions. */
export function MenuEntry({ item, options, onDone }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const navigate = useNavigate();
  const liveChat = useShowLiveChat();
  const [expanded, setExpanded] = useState(Boolean(item.isOpen));
  const listId = useId();
  const kind = item.kind ?? 'link';
  const tone = item.svgStyle?.tone;
  const content = (
    <>
      <span style={tone ? { color: theme.colors[tone] } : undefined}>
        <Icon name={item.icon} />
      </span>
      <span className="label">{t(item.title)}</span>
      {item.badge ? <Badge>{t(item.badge)}</Badge> : null}
    </>
  );

  if (item.children) {
    return (
      <Row>
        <button type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {content}
          <Icon name="chevron-down" size={18} className="chevron" />
        </button>
        <ul id={listId} hidden={!expanded}>
          {item.children.map((child) => (
            <MenuEntry key={child.title} item={child} options={options} onDone={onDone} />
          ))}
        </ul>
      </Row>
    );
  }
  if (kind === 'external' || kind === 'call-request') {
    const href = item.appKey ? options[item.appKey] : undefined;
    if (!href) return null;
    return (
      <Row className={kind === 'call-request' ? 'small-only' : undefined}>
        <a href={href} target="_blank" rel="noopener noreferrer" onClick={onDone}>
          {content}
          <Icon name="external" size={16} className="chevron" />
        </a>
      </Row>
    );
  }
  if (kind === 'live-chat' || kind === 'aviator') {
    const act = () => {
      // Toggles the docked panel; on a phone, where the panel is hidden, opens the chat page in a new tab.
      if (kind === 'live-chat') liveChat.toggle();
      // The lobby runs the lookup and opens its first game (docs/product.md §2 Side menu: Aviator).
      else if (item.gameData) navigate(`${gameSearchPath(item.gameData)}&open=first`);
      onDone();
    };
    return (
      <Row className={kind === 'live-chat' && !options.liveChatUrl ? 'large-only' : undefined}>
        <button type="button" onClick={act}>
          {content}
        </button>
      </Row>
    );
  }
  return (
    <Row>
      {/* Promotions and Home highlight on exact match only (docs/product.md §2). */}
      <NavLink to={item.url ?? '/'} end={kind === 'promotions' || item.url === '/'} onClick={onDone}>
        {content}
      </NavLink>
    </Row>
  );
}
