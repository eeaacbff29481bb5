/** One choice of a `Select` or `ComboBox`. */
export interface SelectOption<V extends string> {
  value: V;
  label: string;
  description?: string;
}
