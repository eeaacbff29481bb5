import { useLingui } from '@lingui/react/macro';
import type { VendorCard } from '@portal/api-contract';
import { Badge, LazyImage } from '@portal/ui-kit';
import styled, { css } from 'styled-components';

export interface VendorCardListProps {
  cards: readonly VendorCard[];
  /** The vendor the lobby is filtered by, if any. */
  selected?: string;
  pendingKey?: string | null;
  /** Large cards (sports and e-sports lobbies, where the vendor card is the way in). */
  large?: boolean;
  onOpen: (card: VendorCard) => void;
}

export const StyledVendorCardList = styled.ul<{ $large: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $large }) => ($large ? 220 : 120)}px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  /* A phone: the small cards in one row that scrolls sideways with the finger (the page itself never does). */
  ${({ theme, $large }) =>
    !$large &&
    css`
      ${theme.media.phone} {
        grid-template-columns: none;
        grid-auto-flow: column;
        grid-auto-columns: 112px;
        gap: ${theme.spacing(2)};
        overflow-x: auto;
        overscroll-behavior-x: contain;
        scroll-snap-type: x proximity;
        scrollbar-width: none;

        & > li {
          scroll-snap-align: start;
        }
      }
    `}
`;

export const StyledVendorButton = styled.button<{ $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing(2)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.accent.base : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

const StyledHot = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing(3)};
  right: ${({ theme }) => theme.spacing(3)};
`;

export const StyledVendorMeta = styled.span`
  color: ${({ theme }) => theme.color.text.tertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

/**
 * The vendors of a category (smallIcon, isHot). A VASSALAGE card opens its game list; a GAME card launches its lobby.
 * A card is named by its visible text (vendor, then "12 games" or "Open lobby"), so what is read is what is seen (WCAG 2.5.3).
 */
export function VendorCardList({ cards, selected, pendingKey, large = false, onOpen }: VendorCardListProps) {
  const { t } = useLingui();
  return (
    <StyledVendorCardList $large={large} aria-label={t`Game providers`}>
      {cards.map((card) => (
        <li key={`${card.gameType}:${card.vassalage}`}>
          <StyledVendorButton
            type="button"
            $selected={selected === card.vassalage}
            disabled={pendingKey === `vendor:${card.gameType}:${card.vassalage}`}
            onClick={() => onOpen(card)}
          >
            <LazyImage src={card.smallIcon} alt="" width={240} height={large ? 135 : 120} rounded />
            <span>{card.title}</span>
            <StyledVendorMeta>{card.isGame === 'VASSALAGE' ? t`${card.gameCount} games` : t`Open lobby`}</StyledVendorMeta>
            {card.isHot ? (
              <StyledHot>
                <Badge tone="danger">{t`Hot`}</Badge>
              </StyledHot>
            ) : null}
          </StyledVendorButton>
        </li>
      ))}
    </StyledVendorCardList>
  );
}
