export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange(value: T): void;
  /** `field` stacks the label above; `field-inline` puts it beside the control. */
  layout?: 'field' | 'field-inline';
  /** Accessible name when it should differ from the visible label. */
  ariaLabel?: string;
}

/** A labelled `<select>` over a list of options: one place for the markup every view's filters share. */
export function SelectField<T extends string>({ label, value, options, onChange, layout = 'field', ariaLabel }: SelectFieldProps<T>) {
  return (
    <label className={layout}>
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as T)} aria-label={ariaLabel}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
