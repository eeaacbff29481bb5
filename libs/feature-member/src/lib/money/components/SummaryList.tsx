import styled from 'styled-components';

export interface SummaryListProps {
  /** Surface the list sits on: `raised` on a page, `sunken` inside a dialog. */
  $surface?: 'raised' | 'sunken';
}

/**
 * A short term/value list (what a money move will do) with the values right-aligned: the deposit and
 * withdrawal previews (`FeePreview`), the deposit order, the points mall's convert and redeem reviews.
 */
export const SummaryList = styled.dl<SummaryListProps>`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(2, 6)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $surface = 'raised' }) => theme.color.surface[$surface]};

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: right;
  }
`;
