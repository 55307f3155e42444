import type { ReactNode } from 'react';
import type { IconName } from '@site/generated/config/menu';

/** Icons the shell uses beyond the menu's config icons (IconName from schemas/config/menu.json). */
export type UiIconName =
  | 'menu' | 'close' | 'back' | 'search' | 'bell' | 'user' | 'wallet' | 'logout' | 'chevron-down' | 'arrow-up' | 'plus'
  | 'whatsapp' | 'telegram' | 'instagram' | 'twitter' | 'youtube' | 'facebook' | 'external';
export type AnyIconName = IconName | UiIconName;

// Stroke icons on a 24 px grid; `Record` over the union makes tsc flag an icon added to the schema but not drawn here.
const paths: Record<AnyIconName, ReactNode> = {
  home: <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />,
  gift: <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1s3 1 5 1c2 0 5 1.5 5-1s-3.5-2-5 1" />,
  casino: <path d="M5 4h10l4 4v12H5zM9 9h.01M15 15h.01M12 12h.01" />,
  slot: <path d="M4 5h16v14H4zM4 9h16M8 9v10M16 9v10M10.5 13.5l1.5-1.5 1.5 1.5M10.5 16h3" />,
  live: <path d="M3 7h13v10H3zM16 10l5-3v10l-5-3M7 12h.01" />,
  sports: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4-1M14.5 14.5 17 18M9.5 14.5 7 18M8 10 4 9" />,
  'live-sports': <path d="M11 4a8 8 0 1 0 8 8M11 8l3 2.2-1.1 3.3H9.1L8 10.2zM18 3v4M16 5h4" />,
  games: <path d="M6 8h12a4 4 0 0 1 3.9 4.8l-1 4.4A2.5 2.5 0 0 1 16.8 18L14 15h-4l-2.8 3a2.5 2.5 0 0 1-4.1-.8l-1-4.4A4 4 0 0 1 6 8ZM8 11v3M6.5 12.5h3M15 12h.01M17 14h.01" />,
  aviator: <path d="M2 13.5 9 12l4-8h2.5l-1.8 7.6L20 11a2 2 0 0 1 0 4l-6.3-.5L15.5 22H13l-4-7.5-7-.5z" />,
  bingo: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM11 10.5l1.5-1v5" />,
  tv: <path d="M3 7h18v12H3zM8 3l4 4 4-4M10 11l4 2-4 2z" />,
  chat: <path d="M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5" />,
  phone: <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z" />,
  info: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 11v6M12 7.5h.01" />,
  document: <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />,
  blog: <path d="M5 4h14v16H5zM8 8h8M8 12h8M8 16h5" />,
  trophy: <path d="M8 4h8v6a4 4 0 0 1-8 0zM8 6H4a3 3 0 0 0 4 4M16 6h4a3 3 0 0 1-4 4M12 14v4M8 20h8" />,
  star: <path d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1.1 6.3L12 17.5l-5.6 2.9 1.1-6.3L3 9.7l6.2-.9z" />,
  globe: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  back: <path d="M15 5l-7 7 7 7" />,
  search: <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM20 20l-4-4" />,
  bell: <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />,
  user: <path d="M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM4 21a8 8 0 0 1 16 0" />,
  wallet: <path d="M4 7h15v13H4zM4 7l11-3v3M15 13h2" />,
  logout: <path d="M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  'arrow-up': <path d="M12 19V5M5 12l7-7 7 7" />,
  plus: <path d="M12 5v14M5 12h14" />,
  whatsapp: <path d="M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.3-2.3l.8-1-1-2z" />,
  telegram: <path d="M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l8-6" />,
  instagram: <path d="M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7ZM17 7h.01" />,
  twitter: <path d="M4 4l16 16M20 4l-6.5 7M4 20l6.5-7" />,
  youtube: <path d="M3 7.5A2.5 2.5 0 0 1 5.5 5h13A2.5 2.5 0 0 1 21 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 16.5zM10 9v6l5-3z" />,
  facebook: <path d="M14 21v-8h3l.5-3.5H14V7.5c0-1 .5-1.5 1.5-1.5H18V3h-3a4 4 0 0 0-4 4v2.5H8V13h3v8" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />,
};

/**
 * A decorative 24-grid stroke icon in `currentColor`; `size` in px (default 20). Hidden from assistive technology:
 * the control around it carries the label.
 */
export function Icon({ name, size = 20, className }: { name: AnyIconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
