// Demo news (decision 051): a few items of a food wholesaler at the end of November 2026, for
// staff, for the warehouse, for customers, one pinned and one already past its last day, so the
// intranet's list and dashboard show every case. Only into an empty collection, in one
// transaction, as the blog's seed.
import type { NewsFields } from '@frischkontor/contract';
import { isUniqueViolation } from '../../db';
import type { Logger } from '../../logger';
import type { ArticleState, ContentStore } from '../content';

interface DemoItem {
  slug: string;
  title: string;
  date: string;
  pinned?: boolean;
  fields: NewsFields;
  body: string;
}

/** The role of the warehouse staff in the demo data. */
export const WAREHOUSE_ROLE = 'Lager';

export const DEMO_NEWS: readonly DemoItem[] = [
  {
    slug: 'neue-hygieneschulung-im-januar',
    title: 'Neue Hygieneschulung im Januar',
    date: '2026-11-27',
    pinned: true,
    fields: { audience: 'staff', roles: [], expires_at: '2027-01-31' },
    body: [
      'Ab dem **12. Januar 2027** schulen wir alle Mitarbeitenden nach der neuen Hygieneleitlinie (LMHV, HACCP).',
      '',
      '- Dauer: 90 Minuten, in der Kantine am Standort Rothenburgsort',
      '- Termine: montags bis donnerstags um 7:00 und 14:30 Uhr',
      '- Anmeldung bei deiner Schichtleitung bis zum 19. Dezember',
      '',
      'Die Teilnahme ist Pflicht und zählt als Arbeitszeit.',
    ].join('\n'),
  },
  {
    slug: 'liefertage-zwischen-den-feiertagen',
    title: 'Liefertage zwischen den Feiertagen',
    date: '2026-11-26',
    fields: { audience: 'customers', roles: [], expires_at: '2027-01-06' },
    body: [
      'Zwischen Weihnachten und Neujahr liefern wir wie folgt:',
      '',
      '| Tag | Lieferung |',
      '|---|---|',
      '| Do, 24.12. | bis 11 Uhr |',
      '| Fr, 25.12. und Sa, 26.12. | keine Lieferung |',
      '| Mo, 28.12. bis Mi, 30.12. | regulär |',
      '| Do, 31.12. | bis 12 Uhr |',
      '| Fr, 1.1. | keine Lieferung |',
      '',
      'Bestellungen für den 28. Dezember nehmen wir bis zum 23. Dezember um 14 Uhr an.',
    ].join('\n'),
  },
  {
    slug: 'liefertage-feiertage-touren',
    title: 'Touren zwischen den Feiertagen',
    date: '2026-11-26',
    fields: { audience: 'staff', roles: [], expires_at: '2027-01-06' },
    body: [
      'Unsere Kunden bekommen heute den Plan der Liefertage zwischen den Feiertagen. Für die Touren heißt das:',
      '',
      '- Am 24. und 31. Dezember fahren alle Touren ab 4:30 Uhr, Rückkehr bis 12 Uhr.',
      '- Am 25., 26. Dezember und 1. Januar ruht der Fuhrpark.',
      '',
      'Die Disposition verteilt die Schichten bis zum 4. Dezember.',
    ].join('\n'),
  },
  {
    slug: 'inventur-am-31-dezember',
    title: 'Inventur am 31. Dezember',
    date: '2026-11-25',
    fields: { audience: 'roles', roles: [WAREHOUSE_ROLE], expires_at: '2026-12-31' },
    body: [
      'Die Jahresinventur im Trocken-, Kühl- und Tiefkühllager beginnt am **31. Dezember um 12:30 Uhr**, nach der letzten Tour.',
      '',
      'Bitte räumt die Kommissionierplätze bis 12 Uhr frei. Zählteams und Zähllisten hängen ab dem 15. Dezember am Schwarzen Brett im Lagerbüro aus.',
    ].join('\n'),
  },
  {
    slug: 'betriebsversammlung-im-dezember',
    title: 'Betriebsversammlung am 10. Dezember',
    date: '2026-11-23',
    fields: { audience: 'staff', roles: [], expires_at: '2026-12-10' },
    body: [
      'Der Betriebsrat lädt zur Betriebsversammlung am **Donnerstag, 10. Dezember, um 14 Uhr** in die Kantine ein.',
      '',
      'Themen: das Geschäftsjahr 2026, der neue Schichtplan im Lager und die Weihnachtsfeier. Fragen vorab gern an betriebsrat@hallberg-frischdienst.example.',
    ].join('\n'),
  },
  {
    slug: 'martinsgans-vorbestellung',
    title: 'Martinsgänse: Vorbestellung geschlossen',
    date: '2026-11-02',
    fields: { audience: 'customers', roles: [], expires_at: '2026-11-11' },
    body: 'Die Vorbestellung der Martinsgänse ist geschlossen. Vielen Dank für Ihre Bestellungen!',
  },
];

export async function seedNews(store: ContentStore, logger: Logger) {
  if ((await store.count()) > 0) return;
  try {
    await store.db.transaction().execute(async (trx) => {
      for (const item of DEMO_NEWS) {
        const at = `${item.date}T08:00:00.000Z`;
        const state: ArticleState = {
          title: item.title,
          description: '',
          category: '' as ArticleState['category'],
          tags: [],
          banner_media_id: null,
          status: 'published',
          visibility: null,
          pinned: item.pinned ?? false,
          body: item.body,
          date: item.date,
          banner_alt: null,
          byline: null,
          fields: { ...item.fields },
        };
        await store.create(
          item.slug,
          state,
          { userId: null, note: 'Import', at, createdAt: at },
          trx,
        );
      }
    });
    logger.info(`Mitteilungen angelegt: ${DEMO_NEWS.length}`);
  } catch (error) {
    if (isUniqueViolation(error) && (await store.count()) > 0) return;
    throw error;
  }
}
