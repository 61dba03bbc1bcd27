import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SiteLink } from '~/platform/islands/site-navigation';
import { Container } from '~/components/ui/Container';
import {
  closeConsentSettings,
  openConsentSettings,
  saveConsent,
  useConsent,
} from './consent-store';

// The switches load only when someone asks for them; the first visit needs just the buttons.
// Should they fail to load, the page keeps working (the heading stays, without switches).
const ConsentSettings = lazy(() =>
  import('./ConsentSettings').catch(() => ({ default: () => null })),
);

/**
 * The consent banner: a non-modal dialog fixed at the bottom (no layout shift, nothing blocked,
 * focus free), first in the tab order after the skip link. "Alle akzeptieren" and "Nur
 * notwendige" look the same; "Einstellungen" shows one switch per category.
 */
export function ConsentBanner() {
  const { known, consent, settingsOpen } = useConsent();
  const [detailed, setDetailed] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (settingsOpen) dialog.current?.focus();
  }, [settingsOpen]);
  // A native listener: "Cookie-Einstellungen" works even where its part of the page (the
  // footer) has not hydrated yet.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const opener = (event.target as Element).closest?.<HTMLElement>('[data-consent-settings]');
      if (opener) openConsentSettings(opener);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  if (!known || (consent && !settingsOpen)) return null;
  const choice = 'btn btn-primary sm:min-w-52';
  return (
    // Esc closes the settings once a choice exists, as in any dialog; keys reach it from its controls.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <div
      ref={dialog}
      role="dialog"
      aria-labelledby="consent-title"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && consent) closeConsentSettings();
      }}
      className="fixed inset-x-0 bottom-0 z-40 max-h-dvh overflow-y-auto border-t border-line bg-white shadow-2xl outline-none motion-safe:transition-transform motion-safe:duration-300 starting:translate-y-full"
    >
      <Container className="py-5">
        <h2 id="consent-title" className="text-xl">
          Cookies und Statistik
        </h2>
        {settingsOpen || detailed ? (
          <Suspense fallback={null}>
            <ConsentSettings statistik={!!consent?.statistik} onSave={saveConsent} />
          </Suspense>
        ) : (
          <>
            <p className="mt-2 max-w-4xl text-ink-soft">
              Technisch notwendige Cookies brauchen wir, damit die Website funktioniert. Mit Ihrer
              Einwilligung messen wir außerdem mit PostHog, welche Seiten besucht werden. Ihre
              Auswahl können Sie jederzeit unter „Cookie-Einstellungen“ im Fußbereich ändern. Mehr
              dazu in der{' '}
              <SiteLink to="/datenschutz" prefetch="intent" className="font-semibold underline">
                Datenschutzerklärung
              </SiteLink>
              .
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" className={choice} onClick={() => saveConsent(true)}>
                Alle akzeptieren
              </button>
              <button type="button" className={choice} onClick={() => saveConsent(false)}>
                Nur notwendige
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setDetailed(true)}>
                Einstellungen
              </button>
            </div>
          </>
        )}
      </Container>
    </div>
  );
}
