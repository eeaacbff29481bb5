import type { ReactElement } from 'react';
import { IconSvg } from './IconSvg';

export type FrameIconName = 'home' | 'promotions' | 'chat' | 'message' | 'menu' | 'sun' | 'moon' | 'grid';

/** Also ShellIcon's. */
export const FRAME_ICON_PATHS: Record<FrameIconName, ReactElement> = {
  home: <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  promotions: (
    <>
      <rect x="3" y="8" width="18" height="13" rx="1" />
      <path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  message: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />,
  grid: (
    <>
      <rect x="4" y="4" width="7" height="7" rx="1" />
      <rect x="13" y="4" width="7" height="7" rx="1" />
      <rect x="4" y="13" width="7" height="7" rx="1" />
      <rect x="13" y="13" width="7" height="7" rx="1" />
    </>
  ),
};

/**
 * The icons the start bundle draws (the header, the phone's bottom bar): apart from ShellIcon's
 * others, which only lazy parts draw (docs/product/performance.md "The start's long tasks").
 */
export function FrameIcon({ name, size = 20 }: { name: FrameIconName; size?: number }) {
  return <IconSvg size={size}>{FRAME_ICON_PATHS[name]}</IconSvg>;
}
