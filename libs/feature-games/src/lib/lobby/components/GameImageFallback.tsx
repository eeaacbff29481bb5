import styled from 'styled-components';

export interface GameImageFallbackProps {
  name: string;
}

const StyledGameImageFallback = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme }) => theme.color.text.tertiary};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  /* Drawn, not text: inside the play button the initial is not part of its name ("Play <game>"), so as
     text it broke WCAG 2.5.3 (axe label-content-name-mismatch) whenever an image failed. */
  &::before {
    content: attr(data-initial);
  }
`;

/** Shown after the last failed attempt to load a game image: the game's initial. */
export function GameImageFallback({ name }: GameImageFallbackProps) {
  return <StyledGameImageFallback aria-hidden="true" data-initial={name.trim().charAt(0).toUpperCase()} />;
}
