import { css } from 'styled-components';

/** A field's label (`Input`'s and the react-aria fields'); `$hidden` keeps it for screen readers only. */
export const fieldLabelStyles = css<{ $hidden: boolean }>`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  ${({ $hidden }) =>
    $hidden &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    `}
`;
