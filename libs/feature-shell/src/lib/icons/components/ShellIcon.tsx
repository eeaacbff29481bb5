import type { ReactElement } from 'react';
import { FRAME_ICON_PATHS, type FrameIconName } from './FrameIcon';
import { IconSvg } from './IconSvg';

export type ShellIconName =
  | FrameIconName
  | 'inhouse'
  | 'ELOTT'
  | 'LOTT'
  | 'LIVE'
  | 'SPORTS'
  | 'FISH'
  | 'RNG'
  | 'PVP'
  | 'ESPORTS'
  | 'INHOUSE'
  | 'language'
  | 'support'
  | 'announcement'
  | 'help'
  | 'download'
  | 'facebook'
  | 'whatsapp'
  | 'telegram'
  | 'chevronDown'
  | 'chevronLeft'
  | 'chevronRight';

const PATHS: Record<ShellIconName, ReactElement> = {
  ...FRAME_ICON_PATHS,
  inhouse: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  INHOUSE: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  ELOTT: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </>
  ),
  LOTT: (
    <>
      <circle cx="8" cy="9" r="4" />
      <circle cx="16" cy="9" r="4" />
      <circle cx="12" cy="16" r="4" />
    </>
  ),
  LIVE: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="M16 10l5-3v10l-5-3" />
    </>
  ),
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 4.5h-5L8 10z" />
    </>
  ),
  FISH: (
    <>
      <path d="M3 12c3-5 10-6 14-2l4-3v10l-4-3c-4 4-11 3-14-2z" />
      <circle cx="8" cy="11" r="1" />
    </>
  ),
  RNG: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M8 5v14M16 5v14" />
      <path d="M5 12h1M11 12h2M18 12h1" />
    </>
  ),
  PVP: (
    <>
      <rect x="4" y="4" width="10" height="14" rx="1.5" />
      <rect x="10" y="6" width="10" height="14" rx="1.5" />
    </>
  ),
  ESPORTS: (
    <>
      <path d="M6 9h12a3 3 0 0 1 3 3v3a2 2 0 0 1-3.5 1.3L15 14H9l-2.5 2.3A2 2 0 0 1 3 15v-3a3 3 0 0 1 3-3z" />
      <path d="M8 11v3M6.5 12.5h3" />
    </>
  ),
  language: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  support: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1" />
      <rect x="17" y="14" width="4" height="6" rx="1" />
    </>
  ),
  announcement: (
    <>
      <path d="M4 10v4h3l6 4V6L7 10z" />
      <path d="M17 9a4 4 0 0 1 0 6" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
    </>
  ),
  download: (
    <>
      <path d="M12 3v12M7 10l5 5 5-5" />
      <path d="M4 19h16" />
    </>
  ),
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z" />,
  whatsapp: (
    <>
      <path d="M4 20l1.3-4A8 8 0 1 1 8 19z" />
      <path d="M9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z" />
    </>
  ),
  telegram: <path d="M21 4L3 11l6 2 2 6 3-4 5 4z" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
};

export interface ShellIconProps {
  name: ShellIconName;
  size?: number;
}

/**
 * Inline SVG icons of the shell (side menu, games sheet, home's sections…); those the start bundle
 * draws are FrameIcon's, and the icons of panels and dialogs are PanelIcon.
 */
export function ShellIcon({ name, size = 20 }: ShellIconProps) {
  return <IconSvg size={size}>{PATHS[name]}</IconSvg>;
}
