import { Text } from 'react-aria-components';
import type { SelectOption } from '../components/SelectOption';
import { StyledFieldListBox, StyledFieldOption, StyledFieldOptionDescription } from './fieldStyles';

/** The list of options inside a Select's or ComboBox's popover. */
export function FieldOptions<V extends string>({ options }: { options: SelectOption<V>[] }) {
  return (
    <StyledFieldListBox items={options.map((option) => ({ ...option, id: option.value }))}>
      {(option) => (
        <StyledFieldOption id={option.value} textValue={option.label}>
          <Text slot="label">{option.label}</Text>
          {option.description ? <StyledFieldOptionDescription slot="description">{option.description}</StyledFieldOptionDescription> : null}
        </StyledFieldOption>
      )}
    </StyledFieldListBox>
  );
}
