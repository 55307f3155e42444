import { atom } from 'jotai';

/** Side menu open (docs/product.md §4 Sidebar: visible or hidden). */
export const sidebarOpenAtom = atom(false);
/** Live chat panel open; toggled by the header button and the menu's Live Chat item (docs/product.md §2). */
export const liveChatOpenAtom = atom(false);
/** Notifications panel open (docs/product.md §2 Notifications panel); the bell toggles it. */
export const notificationsOpenAtom = atom(false);
