import { LogoLockup, logoLinkClass } from '@frischkontor/design';
import { SiteLink } from '~/platform/islands/site-navigation';
import { cx } from '~/components/ui/cx';

/** The logo lockup (packages/design) with the company name from the site config, linking home. */
export function Logo({
  name,
  slogan,
  className,
}: {
  name: string;
  slogan?: string;
  className?: string;
}) {
  return (
    <SiteLink to="/" prefetch="intent" className={cx(logoLinkClass, className)}>
      <LogoLockup name={name} slogan={slogan} linkHint=" – zur Startseite" />
    </SiteLink>
  );
}
