import { describe, expect, it } from 'vitest';
import { approvalLabel, customerNumberText, profileText, showsBusinessProof } from './registration';

const business = {
  profile: 'geschaeftskunde',
  label: 'Geschäftskunde',
  fields: ['firstname', 'lastname', 'email', 'company', 'customer_number', 'business_proof'],
  roles: ['Kunde'],
};
const none = { vat_id: null, trade_licence: null };

describe('how an account registered, in the admin panel', () => {
  it('names the role an approval gives', () => {
    expect(approvalLabel({ registration: business, customer_number: null })).toBe(
      'Freischalten als Kunde',
    );
    expect(
      approvalLabel({
        registration: { ...business, roles: ['Kunde', 'Großkunde'] },
        customer_number: null,
      }),
    ).toBe('Freischalten als Kunde und Großkunde');
    expect(approvalLabel({ registration: null, customer_number: null })).toBe(
      'Freischalten ohne Rolle',
    );
  });

  it('says where no customer number was given, only where the profile asked for one', () => {
    expect(customerNumberText({ registration: business, customer_number: null })).toBe(
      'keine Kundennummer angegeben',
    );
    expect(customerNumberText({ registration: business, customer_number: 'K-1' })).toBe('K-1');
    expect(
      customerNumberText({
        registration: { ...business, fields: ['firstname'] },
        customer_number: null,
      }),
    ).toBe('–');
    expect(customerNumberText({ registration: null, customer_number: null })).toBe('–');
  });

  it('names the profile, a removed one by its key, and accounts an admin made', () => {
    expect(profileText({ registration: business, customer_number: null })).toBe('Geschäftskunde');
    expect(profileText({ registration: { ...business, label: null }, customer_number: null })).toBe(
      '„geschaeftskunde“ (Profil gibt es nicht mehr)',
    );
    expect(profileText({ registration: null, customer_number: null })).toBe(
      'von der Verwaltung angelegt',
    );
  });

  it('shows USt-IdNr. and Gewerbenachweis where asked or given', () => {
    expect(showsBusinessProof({ registration: business, customer_number: null, ...none })).toBe(
      true,
    );
    expect(showsBusinessProof({ registration: null, customer_number: null, ...none })).toBe(false);
    expect(
      showsBusinessProof({
        registration: null,
        customer_number: null,
        ...none,
        vat_id: 'DE123456789',
      }),
    ).toBe(true);
  });
});
