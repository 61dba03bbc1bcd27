import { describe, expect, it } from 'vitest';
import { detailLines } from './audit-details';

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
});
