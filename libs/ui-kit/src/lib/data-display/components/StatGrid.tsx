import styled from 'styled-components';

/**
 * A row of StatCards (balances, totals, team figures): `$columns` side by side from a tablet up
 * (or as many 160 px columns as fit when it is left out), two per row on a phone, where four
 * figures side by side would cut every value (docs/product/phone-layout.md "Centres").
 */
export const StatGrid = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => ($columns ? `repeat(${$columns}, minmax(0, 1fr))` : 'repeat(auto-fill, minmax(160px, 1fr))')};
  gap: ${({ theme }) => theme.spacing(3)};

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;
