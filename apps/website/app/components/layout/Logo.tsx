import { LogoLockup, logoLinkClass } from '@frischkontor/design';
import { Link } from 'react-router';

/** The logo lockup (packages/design) with the company name from the site config, linking home. */
export function Logo({ name, slogan }: { name: string; slogan?: string }) {
  return (
    <Link to="/" prefetch="intent" className={logoLinkClass}>
      <LogoLockup name={name} slogan={slogan} linkHint=" – zur Startseite" />
    </Link>
  );
}
