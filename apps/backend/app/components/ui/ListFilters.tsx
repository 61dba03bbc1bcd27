// A list's search and its filters. A filter or an order is a choice: its label above, „Alle“ first unless the choice always
// has a value, the value from the address. The forms around it are plain GET forms.

export function FilterSelect({
  name,
  label,
  value,
  options,
  all = 'Alle',
  className,
}: {
  name: string;
  label: string;
  value: string | number | undefined;
  /** `[value, label]` pairs. */
  options: readonly (readonly [string | number, string])[];
  /** The first choice, for no filter; null where there is always a value (an order). */
  all?: string | null;
  className?: string;
}) {
  return (
    <div className={className ?? 'max-w-full min-w-0'}>
      <label htmlFor={name} className="block font-semibold">
        {label}
      </label>
      <select id={name} name={name} defaultValue={value ?? ''} className="input max-w-full">
        {all !== null && <option value="">{all}</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A list's search field (`q`), labelled by what it finds. */
export function SearchField({ value, label }: { value: string; label: string }) {
  return (
    <div className="max-w-full min-w-0">
      <label htmlFor="q" className="block font-semibold">
        {label}
      </label>
      <input
        id="q"
        name="q"
        type="search"
        defaultValue={value}
        className="input max-w-full"
        maxLength={100}
      />
    </div>
  );
}
