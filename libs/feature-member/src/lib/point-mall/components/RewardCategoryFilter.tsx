import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { REWARD_CATEGORY_LABELS } from '../constants/REWARD_CATEGORY_LABELS';

export interface RewardCategoryFilterProps {
  categories: readonly string[];
  /** null: every category. */
  value: string | null;
  onChange: (category: string | null) => void;
}

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledChip = styled.button<{ $selected: boolean }>`
  height: ${({ theme }) => theme.spacing(8)};
  padding: ${({ theme }) => theme.spacing(0, 4)};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.color.accent.base : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $selected }) => ($selected ? theme.color.accent.subtle : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.color.accent.text : theme.color.text.secondary)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface.hover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** The category chips above the rewards (toggle buttons: the pressed one filters the grid). */
export function RewardCategoryFilter({ categories, value, onChange }: RewardCategoryFilterProps) {
  const { t, i18n } = useLingui();
  const label = (category: string) => {
    const known = REWARD_CATEGORY_LABELS[category];
    return known ? i18n._(known) : category;
  };
  return (
    <StyledGroup role="group" aria-label={t`Categories`}>
      <StyledChip type="button" $selected={value === null} aria-pressed={value === null} onClick={() => onChange(null)}>
        {t`All`}
      </StyledChip>
      {categories.map((category) => (
        <StyledChip key={category} type="button" $selected={value === category} aria-pressed={value === category} onClick={() => onChange(category)}>
          {label(category)}
        </StyledChip>
      ))}
    </StyledGroup>
  );
}
