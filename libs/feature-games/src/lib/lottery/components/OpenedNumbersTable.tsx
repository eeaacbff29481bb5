import { useLingui } from '@lingui/react/macro';
import type { OpenedNumbers } from '@portal/api-contract';
import { formatDateTime } from '@portal/i18n';
import styled from 'styled-components';

export interface OpenedNumbersTableProps {
  draws: readonly OpenedNumbers[];
  caption: string;
}

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  caption {
    padding-bottom: ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.color.text.secondary};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: left;
  }
  th {
    color: ${({ theme }) => theme.color.text.tertiary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  td {
    color: ${({ theme }) => theme.color.text.primary};
    font-variant-numeric: tabular-nums;
  }

  /* A phone: each draw is a block (draw and time on one line, the numbers under them). */
  ${({ theme }) => theme.media.phone} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      grid-template-columns: auto 1fr;
      column-gap: ${({ theme }) => theme.spacing(3)};
      padding: ${({ theme }) => theme.spacing(2, 0)};
      border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    }
    td {
      padding: ${({ theme }) => theme.spacing(0.5, 0)};
      border: 0;
    }
    td:nth-child(2) {
      color: ${({ theme }) => theme.color.text.secondary};
      text-align: right;
    }
    td:nth-child(3) {
      grid-column: 1 / -1;
    }
  }
`;

const StyledBall = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.spacing(7)};
  height: ${({ theme }) => theme.spacing(7)};
  margin: ${({ theme }) => theme.spacing(0, 1, 1, 0)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accent.base};
  color: ${({ theme }) => theme.color.accent.contrast};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The opened numbers of the latest draws, newest first. */
export function OpenedNumbersTable({ draws, caption }: OpenedNumbersTableProps) {
  const { t } = useLingui();
  return (
    <StyledTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Draw`}</th>
          <th scope="col">{t`Time`}</th>
          <th scope="col">{t`Numbers`}</th>
        </tr>
      </thead>
      <tbody>
        {draws.map((draw) => (
          <tr key={draw.issue}>
            <td>{draw.issue}</td>
            <td>{formatDateTime(draw.drawTime)}</td>
            <td aria-label={draw.numbers.join(' ')}>
              {draw.numbers.map((n, index) => (
                <StyledBall key={index} aria-hidden="true">
                  {n}
                </StyledBall>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
