// One account in the user list: name and registration, company and proof, address, roles, state.
import { EmailAddress } from '@frischkontor/design';
import { BUSINESS_PROOF_LABELS, accountStatus, type AdminUser } from '@frischkontor/contract';
import { Link } from 'react-router';
import { formatStamp } from '../../components/ui/format';
import { StateBadge } from '../admin/account-states';
import { customerNumberText, profileText, showsBusinessProof } from '../admin/registration';

export function UserRow({
  user,
  selectable,
  showEmail,
}: {
  user: AdminUser;
  selectable: boolean;
  showEmail: boolean;
}) {
  return (
    <tr>
      {selectable && (
        <td className="cards-select">
          <input
            type="checkbox"
            name="ids"
            value={user.id}
            aria-label={`${user.lastname}, ${user.firstname} auswählen`}
            className="size-5 accent-brand-700"
          />
        </td>
      )}
      <td className="cards-title">
        <Link to={`/benutzer/${user.id}`} className="link font-semibold">
          {user.lastname}, {user.firstname}
        </Link>
        {user.registration && (
          <span className="block text-sm text-ink-soft">Registriert als {profileText(user)}</span>
        )}
      </td>
      <td data-label="Firma">
        {user.company ?? '–'}
        {(user.customer_number || user.registration) && (
          <span className="block text-sm text-ink-soft">
            {user.customer_number ? 'Kundennummer ' : ''}
            {customerNumberText(user)}
          </span>
        )}
        {showsBusinessProof(user) && (
          <span className="block text-sm break-words text-ink-soft">
            {user.vat_id
              ? `${BUSINESS_PROOF_LABELS.vat_id} ${user.vat_id}`
              : user.trade_licence
                ? `${BUSINESS_PROOF_LABELS.trade_licence}: ${user.trade_licence}`
                : 'ohne USt-IdNr. und Gewerbenachweis'}
          </span>
        )}
      </td>
      {showEmail && (
        <td data-label="E-Mail">{user.email && <EmailAddress address={user.email} />}</td>
      )}
      <td data-label="Rollen">
        {user.roles.map((r) => r.name).join(', ') || '–'}
        {!user.enabled_at && !!user.registration?.roles.length && (
          <span className="block text-sm text-ink-soft">
            Freischalten gibt: {user.registration.roles.join(', ')}
          </span>
        )}
      </td>
      <td data-label="Zustand">
        <StateBadge state={user.deleted_at ? 'deleted' : accountStatus(user)} />
      </td>
      <td data-label="Registriert">{formatStamp(user.created_at)}</td>
    </tr>
  );
}
