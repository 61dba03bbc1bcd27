/**
 * Options to tick inside a fieldset, each a checkbox with its label, in as many columns as fit
 * (decision 015). `columns` sets the columns' least width as a class (`[--fit-min:13rem]`); a
 * long label wraps inside its column.
 */
export function CheckboxGroup({
  name,
  options,
  checked,
  columns = '[--fit-min:13rem]',
}: {
  name: string;
  options: readonly string[];
  /** The options ticked when the form opens. */
  checked: readonly string[];
  columns?: string;
}) {
  return (
    <div className={`mt-2 grid-fit gap-x-4 gap-y-1 ${columns}`}>
      {options.map((option) => (
        <label key={option} className="flex items-start gap-2 py-0.5 break-words">
          <input
            type="checkbox"
            name={name}
            value={option}
            defaultChecked={checked.includes(option)}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <span className="min-w-0">{option}</span>
        </label>
      ))}
    </div>
  );
}
