import { useContext } from 'react';
import styled from 'styled-components';
import { MoneyFormatContext } from '../contexts/MoneyFormatContext';
import { mergeMoneyFormat } from '../hooks/useFormatMoney';
import { MONEY_HIDDEN_MASK } from '../constants/MONEY_HIDDEN_MASK';
import { formatMoney, type FormatMoneyOptions } from '../utils/formatMoney';

export interface MoneyProps extends FormatMoneyOptions {
  value: number | string | null | undefined;
  /** Show `***` instead of the amount (balance hide toggle). */
  hidden?: boolean;
  /** Replaces `***` when hidden. */
  hiddenText?: string;
  /** Colour negative amounts as danger and positive as success (records, profit and loss). */
  signed?: boolean;
  className?: string;
}

const StyledMoney = styled.span<{ $tone: 'neutral' | 'positive' | 'negative' }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'positive' ? theme.color.success.text : $tone === 'negative' ? theme.color.danger.text : 'inherit')};
`;

/**
 * An amount in the brand's money format (the nearest `MoneyFormatProvider`: symbol and its position,
 * decimals, separators); props given here win.
 */
export function Money({ value, hidden = false, hiddenText = MONEY_HIDDEN_MASK, signed = false, className, ...format }: MoneyProps) {
  const brandFormat = useContext(MoneyFormatContext);
  const numeric = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
  const tone =
    !signed || hidden || numeric === null || numeric === undefined || !Number.isFinite(numeric) || numeric === 0
      ? 'neutral'
      : numeric > 0
        ? 'positive'
        : 'negative';
  return (
    <StyledMoney className={className} $tone={tone}>
      {hidden ? hiddenText : formatMoney(value, mergeMoneyFormat(brandFormat, format))}
    </StyledMoney>
  );
}
