import type { ReactElement } from 'react';
import { IconSvg } from '../../icons/components/IconSvg';

export type PhoneIconName = 'wallet' | 'account';

const PATHS: Record<PhoneIconName, ReactElement> = {
  wallet: (
    <>
      <path d="M4 7a2 2 0 0 1 2-2h12v4" />
      <rect x="4" y="7" width="16" height="12" rx="2" />
      <path d="M16 13h1" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
};

/** Icons only the phone's bottom bar draws (their code loads with it, not with the desktop's shell). */
export function PhoneIcon({ name, size = 22 }: { name: PhoneIconName; size?: number }) {
  return <IconSvg size={size}>{PATHS[name]}</IconSvg>;
}
