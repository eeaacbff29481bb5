import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { StyledLabel, StyledMenuButton } from '../../side-menu/components/SideMenuStyles';
import { IconSvg } from '../../icons/components/IconSvg';
import type { InstallOffer } from '../utils/installPrompt';
import { InstallInstructions } from './InstallInstructions';

export interface InstallEntryProps {
  /** How this browser installs (`useInstallOffer`); no entry without one. */
  offer: InstallOffer;
  /** Shows the browser's install prompt (`promptInstall`). */
  onPrompt: () => void;
}

/**
 * "Add to home screen" in a phone's drawer (docs/product/installed-app.md "Add to home screen"):
 * the browser's install prompt where there is one, otherwise short instructions.
 */
export function InstallEntry({ offer, onPrompt }: InstallEntryProps) {
  const { t } = useLingui();
  const [instructions, setInstructions] = useState(false);
  if (!offer) return null;
  return (
    <>
      <StyledMenuButton type="button" onClick={() => (offer === 'prompt' ? onPrompt() : setInstructions(true))}>
        <IconSvg size={20}>
          <rect x="6" y="2" width="12" height="20" rx="2.5" />
          <path d="M12 8v7M8.5 11.5h7" />
        </IconSvg>
        <StyledLabel>{t`Add to home screen`}</StyledLabel>
      </StyledMenuButton>
      {offer !== 'prompt' ? <InstallInstructions open={instructions} onClose={() => setInstructions(false)} browser={offer} /> : null}
    </>
  );
}
