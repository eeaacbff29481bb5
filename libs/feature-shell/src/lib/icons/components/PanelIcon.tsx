import type { ReactElement } from 'react';
import { IconSvg } from './IconSvg';

export type PanelIconName = 'close' | 'android' | 'apple' | 'user' | 'refresh' | 'eye' | 'eyeOff' | 'trophy' | 'plus';

/** Icons only panels, dialogs and a member's header draw: out of the first screen's code (docs/product/performance.md). */
const PATHS: Record<PanelIconName, ReactElement> = {
  plus: <path d="M12 5v14M5 12h14" />,
  refresh: (
    <>
      <path d="M20 11a8 8 0 1 0-2.3 5.7" />
      <path d="M20 4v7h-7" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M3 3l18 18" />
      <path d="M10.6 6.1A10 10 0 0 1 12 6c6 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.1 7.5A17 17 0 0 0 2 12s4 6 10 6a9.6 9.6 0 0 0 4-.9" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  trophy: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H4a3 3 0 0 0 4 4M16 6h4a3 3 0 0 1-4 4M12 13v4M8 21h8M9 17h6" />
    </>
  ),
  android: (
    <>
      <rect x="5" y="9" width="14" height="10" rx="2" />
      <path d="M8 9a4 4 0 0 1 8 0M7 5l2 2M17 5l-2 2" />
    </>
  ),
  apple: (
    <path d="M16 3c0 2-1.5 3.5-3.5 3.5C12.5 4.5 14 3 16 3zM12 7c1.5 0 2.5-1 4-1 2 0 3.5 1.6 4 3-2 1-2.5 4.5 0 6-1 2.5-2.5 5-4 5-1.3 0-2-.8-4-.8s-2.7.8-4 .8c-2.5 0-5-5-5-8.5C3 8.6 5 7 7 7c1.5 0 3.5 1 5 0z" />
  ),
};

export interface PanelIconProps {
  name: PanelIconName;
  size?: number;
}

/** Inline SVG icons of panels and dialogs, drawn like ShellIcon. Decorative: the label is beside it. */
export function PanelIcon({ name, size = 20 }: PanelIconProps) {
  return <IconSvg size={size}>{PATHS[name]}</IconSvg>;
}
