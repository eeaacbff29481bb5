import { useLingui } from '@lingui/react/macro';
import { pickLocalizedText, useBrand } from '@portal/brand';
import styled from 'styled-components';

export interface RiskWarningProps {
  className?: string;
}

const StyledWarning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-left: 3px solid ${({ theme }) => theme.color.warning.text};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warning.subtle};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;

/** The brand's risk-of-harm warning in the visitor's language (the portal's own when the brand has none). */
export function RiskWarning({ className }: RiskWarningProps) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const text = pickLocalizedText(brand.responsibleGaming?.riskWarning, i18n.locale, brand.defaultLanguage);
  return (
    <StyledWarning className={className} role="note" aria-label={t`Risk warning`}>
      {text ?? t`Gambling involves a risk of financial loss and can be addictive. Only play with money you can afford to lose. 18+ only.`}
    </StyledWarning>
  );
}
