import { frameSandbox } from '@portal/data-access';
import styled from 'styled-components';

export interface GameFrameProps {
  url: string;
  title: string;
}

const StyledGameFrame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  background: ${({ theme }) => theme.color.surface.sunken};
`;

/**
 * The game iframe. Sandboxed to what a game needs: scripts and forms, plus its own origin's storage
 * and requests only when it comes from another origin than the portal's (a same-origin game with
 * scripts and its origin could read the player's session) — no top navigation, popups or
 * downloads. No referrer to the provider.
 */
export function GameFrame({ url, title }: GameFrameProps) {
  return <StyledGameFrame src={url} title={title} sandbox={frameSandbox(url)} referrerPolicy="no-referrer" allow="autoplay; fullscreen" allowFullScreen />;
}
