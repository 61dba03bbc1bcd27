import { Colleagues } from '~/features/colleagues';
import { colleaguesLoader } from '~/features/colleagues/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/mitarbeitende._index';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = colleaguesLoader;

export default function Mitarbeitende({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <p className="eyebrow">Interner Bereich</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Mitarbeitende</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">
        Finde Kolleginnen und Kollegen nach Name, Abteilung oder Funktion – mit Standort, Durchwahl
        und E-Mail-Adresse. Ihre Kontaktdaten pflegt jede Person in ihrem Profil.
      </p>
      <Colleagues
        query={loaderData.query}
        people={loaderData.people}
        departments={loaderData.departments}
        total={loaderData.total}
        notices={loaderData.notices}
      />
    </main>
  );
}
