/** „Weiter“ to where the visitor was going (an absolute, already checked address). */
export function ContinueLink({ href, label = 'Weiter' }: { href: string; label?: string }) {
  return (
    <a href={href} className="btn btn-primary">
      {label}
    </a>
  );
}
