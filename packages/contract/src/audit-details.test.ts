import { describe, expect, it } from 'vitest';
import { detailLines } from './audit-details.ts';

describe('detailLines', () => {
  it('reads in German: field names, changes, lists, flags and access rules', () => {
    expect(
      detailLines({
        fields: ['company', 'admin_note'],
        email: { from: 'a@example.com', to: 'b@example.com' },
        added: [],
        remember: true,
        after: [{ subject: 'role', subject_id: 2, level: 'read' }],
        deleted_at: '2026-11-25T12:00:00.000Z',
      }),
    ).toEqual([
      ['Felder', 'Firma, Interne Notiz'],
      ['E-Mail-Adresse', 'a@example.com → b@example.com'],
      ['Hinzugefügt', 'keine'],
      ['Angemeldet bleiben', 'ja'],
      ['Regeln nachher', 'Rolle 2: lesen'],
      ['Gelöscht am', '25.11.2026, 13:00'],
    ]);
  });

  it('names the staff fields (decision 052)', () => {
    expect(
      detailLines({ fields: ['department', 'phone_extension', 'mobile', 'directory_mobile'] }),
    ).toEqual([
      ['Felder', 'Abteilung, Durchwahl, Mobilnummer, Mobilnummer im Mitarbeiterverzeichnis zeigen'],
    ]);
  });

  it('names HR’s mails and status changes, and an unsolicited application as such', () => {
    expect(
      detailLines({ template: 'Absage', mail: 12, status: { from: 'Gespräch', to: 'Absage' } }),
    ).toEqual([
      ['Vorlage', 'Absage'],
      ['E-Mail Nr.', '12'],
      ['Status', 'Gespräch → Absage'],
    ]);
    expect(detailLines({ job: 'initiativbewerbung', talent_pool: false })).toEqual([
      ['Art', 'Initiativbewerbung'],
      ['Talentpool', 'nein'],
    ]);
    expect(detailLines({ job: 'lagermitarbeiter-warenannahme' })).toEqual([
      ['Stelle', 'lagermitarbeiter-warenannahme'],
    ]);
  });

  it('names the filters an export of the log was made with', () => {
    expect(
      detailLines({ count: 2, action: 'media', user: 7, from_day: '2026-01-01', sort: 'actor' }),
    ).toEqual([
      ['Anzahl', '2'],
      ['Aktion', 'Dateien'],
      ['Konto Nr.', '7'],
      ['Ab (Tag)', '2026-01-01'],
      ['Sortierung', 'Wer A–Z'],
    ]);
    expect(detailLines({ action: 'user.blocked', sort: '-created_at' })).toEqual([
      ['Aktion', 'Konto gesperrt'],
      ['Sortierung', 'Zeit, neueste zuerst'],
    ]);
  });
});
