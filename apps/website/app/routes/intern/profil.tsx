import { ROLES } from '@frischkontor/contract';
import { Detail, Panel } from '@frischkontor/design';
import { Form, useNavigate, useNavigation } from 'react-router';
import { Icon } from '~/components/ui/Icon';
import { info, lock, mail, shield } from '~/components/ui/icons';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { logout } from '~/features/auth';
import { ConsentText } from '~/features/newsletter';
import { pageMeta } from '~/platform/seo/meta';
import { useDocumentData } from '~/platform/document/document-data';
import { profileAction, profileLoader } from './profil.server';
import type { Route } from './+types/profil';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = profileLoader;
export const action = profileAction;

/** Role names as a person reads them; the others read as they are named. */
const ROLE_LABELS: Record<string, string> = { [ROLES.admin]: 'Administration' };

export default function Profil({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, manageHref, newsletter } = loaderData;
  const newsletterResult = actionData?.intent?.startsWith('newsletter-') ? actionData : undefined;
  const verificationResult = actionData && !actionData.intent ? actionData : undefined;
  const newsletterBusy = String(useNavigation().formData?.get('intent') ?? '').startsWith(
    'newsletter-',
  );
  const root = useDocumentData();
  const navigate = useNavigate();
  const sending = useNavigation().formData?.get('intent') === 'resend-verification';
  const restricted =
    !profile.emailVerified ||
    !profile.enabled ||
    profile.twoFactorRequired ||
    profile.passwordChangeRequired;

  return (
    <main>
      <p className="eyebrow">Interner Bereich</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Profil</h1>

      {restricted && (
        <section
          aria-labelledby="konto-status"
          className="mt-6 rounded-2xl border-2 border-brand-300 bg-brand-50 p-6"
          role="status"
        >
          <h2 id="konto-status" className="flex items-center gap-2 text-xl">
            <Icon d={info} className="size-6 text-brand-700" />
            Ihr Konto ist noch eingeschränkt
          </h2>
          <ul className="mt-4 space-y-4">
            {!profile.emailVerified && (
              <li>
                <p className="font-semibold">E-Mail-Adresse noch nicht bestätigt</p>
                <p className="mt-1 text-ink-soft">
                  Wir haben Ihnen einen Bestätigungslink an <strong>{profile.email}</strong>{' '}
                  geschickt. Bitte klicken Sie auf den Link in der E-Mail. Nichts angekommen?
                  Schauen Sie auch im Spam-Ordner nach.
                </p>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="resend-verification" />
                  <button type="submit" className="btn btn-primary" disabled={sending}>
                    <Icon d={mail} className="size-5" />
                    {sending ? 'Wird gesendet …' : 'Bestätigungs-E-Mail erneut senden'}
                  </button>
                </Form>
                {verificationResult && (
                  <p
                    className={`mt-3 font-semibold ${verificationResult.ok ? 'text-herb-700' : 'text-brand-800'}`}
                    role="alert"
                  >
                    {verificationResult.message}
                  </p>
                )}
              </li>
            )}
            {profile.passwordChangeRequired && (
              <li>
                <p className="font-semibold">Neues Passwort erforderlich</p>
                <p className="mt-1 text-ink-soft">
                  Die Verwaltung bittet Sie, ein neues Passwort festzulegen. Danach sehen Sie wieder
                  alle Bereiche, die Ihre Rollen öffnen.
                </p>
                <a href={`${manageHref}#passwort-pflicht`} className="btn btn-primary mt-3">
                  <Icon d={shield} className="size-5" />
                  Neues Passwort festlegen
                </a>
              </li>
            )}
            {profile.twoFactorRequired && (
              <li>
                <p className="font-semibold">Zwei-Faktor-Anmeldung erforderlich</p>
                <p className="mt-1 text-ink-soft">
                  Für Ihre Rolle ist die Anmeldung mit einem zweiten Faktor Pflicht. Richten Sie
                  eine Authenticator-App oder einen Passkey ein, oder melden Sie sich mit Ihrem
                  Passkey an. Danach sehen Sie alle Bereiche, die Ihre Rollen öffnen.
                </p>
                <a href={manageHref} className="btn btn-primary mt-3">
                  <Icon d={shield} className="size-5" />
                  Zweiten Faktor einrichten
                </a>
              </li>
            )}
            {!profile.enabled && (
              <li>
                <p className="font-semibold">Freischaltung ausstehend</p>
                <p className="mt-1 text-ink-soft">
                  Wir prüfen neue Konten in der Regel innerhalb eines Werktags. Sobald Ihr Konto
                  freigeschaltet ist, sehen Sie hier Angebote, Spezifikationen und alle weiteren
                  Bereiche. Eilig? Rufen Sie uns an: {root?.site.phone.display}.
                </p>
              </li>
            )}
          </ul>
        </section>
      )}

      <Panel id="kontodaten" title="Kontodaten" className="card mt-6">
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Detail label="Name">{profile.name}</Detail>
          <Detail label="E-Mail" breakAll>
            {profile.email}
          </Detail>
          <Detail label="Rollen">
            {profile.roles.length
              ? profile.roles
                  .map((r) => (Object.hasOwn(ROLE_LABELS, r) ? ROLE_LABELS[r] : r))
                  .join(', ')
              : 'Keine Rolle zugewiesen'}
          </Detail>
          <div>
            <dt className="text-sm text-ink-soft">Zwei-Faktor-Anmeldung</dt>
            <dd className="flex items-center gap-1.5 font-semibold">
              <Icon d={shield} className="size-5 text-brand-700" />
              {profile.tfaEnabled ? 'Aktiv' : 'Nicht eingerichtet'}
            </dd>
          </div>
          {profile.staff.map((line) => (
            <Detail key={line.label} label={line.label}>
              {line.text}
            </Detail>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={manageHref} className="btn btn-primary">
            <Icon d={lock} className="size-5" />
            Konto bearbeiten
          </a>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              if (root) void logout(root.config).then(() => navigate('/'));
            }}
          >
            Abmelden
          </button>
        </div>
        <p className="mt-4 text-sm text-ink-soft">
          Unter „Konto bearbeiten“ ändern Sie Name, E-Mail-Adresse, Passwort, Telefon, Standort,
          Durchwahl und Mobilnummer und richten die Zwei-Faktor-Anmeldung ein.
        </p>
      </Panel>

      <Panel id="newsletter" title="Newsletter" className="card mt-6">
        {!newsletter ? (
          <p className="mt-4 text-ink-soft">
            Ihr Newsletter-Abonnement lässt sich gerade nicht abrufen. Bitte versuchen Sie es später
            erneut.
          </p>
        ) : newsletter.state === 'none' ? (
          <Form method="post" className="mt-4 space-y-4">
            <p className="text-ink-soft">
              Wochenangebote, Produktneuheiten und Rezeptideen per E-Mail an{' '}
              <strong className="break-all">{newsletter.email}</strong>.{' '}
              {newsletter.verified_address
                ? 'Ihre Adresse ist bestätigt: Der Newsletter kommt ab der nächsten Ausgabe.'
                : 'Sie erhalten zuerst eine E-Mail mit einem Bestätigungslink.'}
            </p>
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="consent"
                required
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span>
                <ConsentText />
              </span>
            </label>
            <input type="hidden" name="intent" value="newsletter-subscribe" />
            <button type="submit" className="btn btn-primary" disabled={newsletterBusy}>
              <Icon d={mail} className="size-5" />
              {newsletterBusy ? 'Wird gesendet …' : 'Newsletter bestellen'}
            </button>
          </Form>
        ) : (
          <Form method="post" className="mt-4 space-y-4">
            <p className="text-ink-soft">
              {newsletter.state === 'confirmed' ? (
                <>
                  Sie erhalten den Newsletter an{' '}
                  <strong className="break-all">{newsletter.email}</strong>.
                </>
              ) : (
                <>
                  Ihre Anmeldung wartet auf Ihre Bestätigung: Bitte klicken Sie auf den Link in der
                  E-Mail an <strong className="break-all">{newsletter.email}</strong>.
                </>
              )}
            </p>
            <input type="hidden" name="intent" value="newsletter-unsubscribe" />
            <button type="submit" className="btn btn-secondary" disabled={newsletterBusy}>
              {newsletter.state === 'confirmed'
                ? 'Newsletter abbestellen'
                : 'Anmeldung zurückziehen'}
            </button>
          </Form>
        )}
        {newsletterResult && (
          <p
            className={`mt-3 font-semibold ${newsletterResult.ok ? 'text-herb-700' : 'text-brand-800'}`}
            role="alert"
          >
            {newsletterResult.message}
          </p>
        )}
      </Panel>
    </main>
  );
}
