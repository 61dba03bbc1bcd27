import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '~/components/ui/Container';
import { footerNavigation, MENU_FALLBACK_ID } from '~/config/navigation';
import type { SiteConfig } from '~/config/site';
import { LogoMark, NewTabLink } from '@frischkontor/design';

/** The footer's content; see SiteFooter for why it loads on its own. */
export default function SiteFooterContent({
  site,
  cookieSettings,
}: {
  site: SiteConfig;
  cookieSettings?: ReactNode;
}) {
  const year = new Date().getFullYear();
  return (
    <footer className="no-print on-dark mt-auto bg-ink text-[#efe8de]">
      <Container className="grid-fit gap-10 py-14 [--fit-min:13rem] lg:grid-cols-[minmax(0,1.3fr)_repeat(3,minmax(0,1fr))]">
        <div>
          <div className="flex items-center gap-3">
            <LogoMark className="size-10" />
            <p className="font-display text-xl font-semibold text-white">{site.name}</p>
          </div>
          <address className="mt-5 not-italic leading-relaxed">
            {site.legalName}
            <br />
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}
          </address>
          <dl className="mt-5 space-y-3">
            <div>
              <dt className="text-sm text-[#c9bfb2]">{site.hotline.label}</dt>
              <dd>
                <a
                  href={site.hotline.href}
                  className="text-lg font-semibold text-white hover:underline"
                >
                  {site.hotline.display}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-[#c9bfb2]">Öffnungszeiten</dt>
              <dd>
                <ul>
                  {site.openingHours.map((o) => (
                    <li key={o.days}>
                      {o.days}: {o.hours}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-[#c9bfb2]">E-Mail</dt>
              <dd>
                <a href={`mailto:${site.email}`} className="hover:underline">
                  {site.email}
                </a>
              </dd>
            </div>
          </dl>
        </div>
        {footerNavigation.map((group, i) => (
          <nav
            key={group.title}
            id={i === 0 ? MENU_FALLBACK_ID : undefined}
            aria-label={group.title}
            className="scroll-mt-4"
          >
            <h2 className="font-sans text-sm font-bold tracking-wider text-white uppercase">
              {group.title}
            </h2>
            <ul className="mt-4 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} prefetch="intent" className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
              {group.title === 'Rechtliches' && cookieSettings && <li>{cookieSettings}</li>}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-6 py-8 lg:flex-row lg:items-center lg:justify-between">
          <ul aria-label="Zertifikate" className="flex flex-wrap gap-2">
            {site.certificates.map((c) => (
              <li
                key={c.label}
                title={c.description}
                className="rounded-md border border-white/25 px-3 py-1.5 text-sm font-semibold tracking-wide text-white"
              >
                {c.label}
                <span className="sr-only">: {c.description}</span>
              </li>
            ))}
          </ul>
          <ul aria-label="Soziale Medien" className="flex flex-wrap gap-4">
            {site.social.map((s) => (
              <li key={s.label}>
                <NewTabLink href={s.href} className="hover:text-white hover:underline">
                  {s.label}
                </NewTabLink>
              </li>
            ))}
          </ul>
        </Container>
        <Container className="pb-8 text-sm text-[#c9bfb2]">
          © {year} {site.legalName}. Alle Rechte vorbehalten.
        </Container>
      </div>
    </footer>
  );
}
