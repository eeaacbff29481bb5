import { useLingui } from '@lingui/react/macro';
import { pickLocalizedText, useBrand } from '@portal/brand';
import styled from 'styled-components';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The brand's help lines for people worried about their gambling; nothing when the brand has none. */
export function HelpLines() {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const lines = brand.responsibleGaming?.helpLines ?? [];
  if (lines.length === 0) return null;
  const pick = (text: Parameters<typeof pickLocalizedText>[0]) => pickLocalizedText(text, i18n.locale, brand.defaultLanguage);
  return (
    <StyledSection aria-labelledby="rg-help-lines">
      <StyledTitle id="rg-help-lines">{t`Need help?`}</StyledTitle>
      <StyledList>
        {lines.map((line, index) => {
          const name = pick(line.name) ?? '';
          const hours = pick(line.hours);
          return (
            <li key={index}>
              <strong>{name}</strong>
              {line.phone && (
                <>
                  {' · '}
                  <a href={`tel:${line.phone.replace(/[^\d+]/g, '')}`}>{line.phone}</a>
                </>
              )}
              {line.url && (
                <>
                  {' · '}
                  <a href={line.url} target="_blank" rel="noopener noreferrer">
                    {line.url.replace(/^https?:\/\//, '')}
                  </a>
                </>
              )}
              {hours && ` · ${hours}`}
            </li>
          );
        })}
      </StyledList>
    </StyledSection>
  );
}
