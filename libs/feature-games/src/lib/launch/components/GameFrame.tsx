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
 * The game iframe. Sandboxed to what a game needs: scripts, its own (same-origin) storage and
 * requests, forms — no top navigation, popups or downloads. No referrer to the provider.
 */
export function GameFrame({ url, title }: GameFrameProps) {
  return (
    <StyledGameFrame
      src={url}
      title={title}
      sandbox="allow-scripts allow-same-origin allow-forms"
      referrerPolicy="no-referrer"
      allow="autoplay; fullscreen"
      allowFullScreen
    />
  );
}
