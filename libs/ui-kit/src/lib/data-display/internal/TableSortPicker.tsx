import { Select } from '../../input/components/Select';
import type { SelectOption } from '../../input/components/SelectOption';

export interface TableSortPickerProps {
  label: string;
  value: string;
  options: SelectOption<string>[];
  onChange: (value: string) => void;
}

/** The sort picker of a sortable table's cards: a Select, in its own chunk (TableCards loads it only when a column sorts). */
export default function TableSortPicker({ label, value, options, onChange }: TableSortPickerProps) {
  return <Select<string> label={label} value={value} options={options} onChange={onChange} />;
}
