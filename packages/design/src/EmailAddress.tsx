/**
 * An e-mail address that wraps before its "@" where it has to, never inside a word: a narrow
 * table column shows "unbestaetigt" / "@example.com" instead of "unbestaetigt@example.c" / "om".
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 1) return <span className="break-words">{address}</span>;
  return (
    <span className="break-words">
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </span>
  );
}
