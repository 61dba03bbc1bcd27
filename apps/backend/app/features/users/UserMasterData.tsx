// An account's data as stored: address, registration, company, proof, state, second factor, roles.
import { Detail, Panel } from '@frischkontor/design';
import {
  BUSINESS_PROOF_LABELS,
  STAFF_ADMIN_FIELDS,
  STAFF_FIELD_LABELS as STAFF,
  type AdminUserDetail,
} from '@frischkontor/contract';
import { Link } from 'react-router';
import { formatStamp } from '../../components/ui/format';
import { customerNumberText, profileText, showsBusinessProof } from '../admin/registration';

export function UserMasterData({ user, seeEmail }: { user: AdminUserDetail; seeEmail: boolean }) {
  return (
    <Panel id="stammdaten" title="Stammdaten" className="card mt-6">
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {seeEmail && <Detail label="E-Mail-Adresse">{user.email ?? '–'}</Detail>}
        <Detail label="Registriert als">{profileText(user)}</Detail>
        <Detail label="Firma">{user.company ?? '–'}</Detail>
        <Detail label="Kundennummer">{customerNumberText(user)}</Detail>
        {showsBusinessProof(user) && (
          <>
            <Detail label={BUSINESS_PROOF_LABELS.vat_id}>{user.vat_id ?? '–'}</Detail>
            <Detail label={BUSINESS_PROOF_LABELS.trade_licence}>{user.trade_licence ?? '–'}</Detail>
          </>
        )}
        <Detail label="Telefon">{user.phone ?? '–'}</Detail>
        {/* The company's fields of a person (decision 052), where set. */}
        {STAFF_ADMIN_FIELDS.filter((key) => user[key]).map((key) => (
          <Detail key={key} label={STAFF[key]}>
            {user[key]}
          </Detail>
        ))}
        {user.mobile && (
          <Detail label={STAFF.mobile}>
            {user.mobile}
            {user.directory_mobile ? ' · im Mitarbeiterverzeichnis' : ' · nicht im Verzeichnis'}
          </Detail>
        )}
        <Detail label="Registriert">{formatStamp(user.created_at)}</Detail>
        <Detail label="E-Mail bestätigt">
          {user.email_verified_at ? formatStamp(user.email_verified_at) : 'nein'}
        </Detail>
        <Detail label="Freigeschaltet">
          {user.enabled_at ? formatStamp(user.enabled_at) : 'nein'}
        </Detail>
        <Detail label="Letzte Anmeldung">
          {user.last_login_at ? formatStamp(user.last_login_at) : 'noch nie'}
        </Detail>
        <Detail label="Zwei-Faktor-Authentifizierung">
          {user.tfa_enabled ? 'Authenticator-App eingerichtet' : 'keine Authenticator-App'}
          {user.passkeys
            ? ` · ${user.passkeys === 1 ? 'ein Passkey' : `${user.passkeys} Passkeys`}`
            : ''}
          {user.tfa_required ? ' · für eine Rolle Pflicht (App oder Passkey)' : ''}
        </Detail>
        <Detail label="Rollen">{user.roles.map((r) => r.name).join(', ') || 'keine'}</Detail>
      </dl>
      {seeEmail && (
        <p className="mt-4">
          <Link to={`/protokoll?benutzer=${user.id}`} className="link">
            Protokoll dieses Kontos
          </Link>
        </p>
      )}
      {user.admin_note && (
        <div className="mt-4">
          <p className="font-semibold">Interne Notiz</p>
          <p className="mt-1 whitespace-pre-line break-words">{user.admin_note}</p>
        </div>
      )}
      {user.blocked_at && (
        <div className="mt-4 rounded-lg border border-brand-300 bg-brand-50 p-4">
          <p className="font-semibold">Gesperrt seit {formatStamp(user.blocked_at)}</p>
          <p className="mt-1">Grund: {user.blocked_reason ?? 'nicht angegeben'}</p>
        </div>
      )}
    </Panel>
  );
}
