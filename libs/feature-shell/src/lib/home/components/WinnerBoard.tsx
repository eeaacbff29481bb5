import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { useWinnerBoard } from '@portal/data-access';
import { Money, Skeleton } from '@portal/ui-kit';
import styled from 'styled-components';
import { PanelIcon } from '../../icons/components/PanelIcon';
import { StyledHomeSection, StyledSectionHeading } from './HomeSection';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 3)};
    text-align: left;
    height: 40px;
  }
  th {
    color: ${({ theme }) => theme.color.text.tertiary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tbody tr:nth-child(odd) {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

const StyledScroll = styled.div`
  max-height: 400px;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** Winner board: the biggest recent wins (masked names), refreshed every minute. */
export function WinnerBoard() {
  const { t } = useLingui();
  const brand = useBrand();
  const { data, isPending, isError } = useWinnerBoard(20);
  return (
    <StyledHomeSection aria-labelledby="home-winners">
      <StyledSectionHeading id="home-winners">
        <PanelIcon name="trophy" />
        {t`Winner board`}
      </StyledSectionHeading>
      {isPending ? (
        <Skeleton height={400} shape="rounded" />
      ) : isError ? (
        <p role="alert">{t`The winner board could not be loaded.`}</p>
      ) : data.list.length === 0 ? (
        <p>{t`No winners yet.`}</p>
      ) : (
        // A scrolling box must take focus so keyboard users can scroll it (WCAG 2.1.1).
        <StyledScroll tabIndex={0} role="group" aria-labelledby="home-winners">
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{t`Player`}</th>
                <th scope="col">{t`Game`}</th>
                <th scope="col">{t`Win`}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((winner, index) => (
                <tr key={`${winner.userName}-${winner.time}-${index}`}>
                  <td>{winner.userName}</td>
                  <td>{winner.gameName}</td>
                  <td>
                    <Money
                      value={winner.amount}
                      symbol={brand.currency.symbol}
                      thousandsSeparator={brand.currency.thousandsSeparator}
                      decimalSeparator={brand.currency.decimalSeparator}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledScroll>
      )}
    </StyledHomeSection>
  );
}
