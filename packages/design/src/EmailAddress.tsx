/**
 * An e-mail address that wraps only before its "@" where it has to, never inside a word or
 * after a hyphen: a narrow table column shows "unbestaetigt" / "@example.com" instead of
 * "unbestaetigt@example.c" / "om". Meant for table cells, which grow or scroll when one half is
 * wider than the column.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 1) return <span className="whitespace-nowrap">{address}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{address.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at)}</span>
    </span>
  );
}
