// Business facts that several pages, the wiki, legal texts and seeded documents print: each is
// stated once, here. Markdown content writes `{{fakt.freezerStorage}}`; code imports `FACTS`.
// Only facts a customer may read belong here (this module can reach the browser).

export const FACTS = {
  /** Set point of the deep-freeze warehouse; −18 °C is the legal minimum core temperature. */
  freezerStorage: '−24 °C',
  /** Legal minimum core temperature of frozen food (and the limit on delivery). */
  frozenFoodMinimum: '−18 °C',
  /** Set point of the freezer compartment in our delivery vehicles. */
  freezerVehicle: '−20 °C',
  /** Standard order cut-off for delivery on the next working day. */
  orderCutoff: '18:00 Uhr',
  /** Cut-off for special cuts (portioned steaks, custom cuts) on the day before delivery. */
  specialCutsCutoff: '14:00 Uhr',
  /** How long our dry-aged beef hangs on the bone. */
  dryAgedDays: '21 bis 35 Tage',
  /** Payment term of invoices in days, net, unless agreed otherwise. */
  paymentTermDays: '14',
} as const;

export type FactName = keyof typeof FACTS;

const PLACEHOLDER = /\{\{\s*fakt\.(\w+)\s*\}\}/g;

/** Replaces `{{fakt.name}}` in content; an unknown name is an error naming the file. */
export function fillFacts(text: string, where: string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    if (!Object.hasOwn(FACTS, name)) throw new Error(`${where}: unknown fact {{fakt.${name}}}`);
    return FACTS[name as FactName];
  });
}

/**
 * `{{fakt.name}}` in what editors write in the intranet (wiki, blog, job ads), filled when it is
 * shown; a name that is no fact stays as written: an editor's typo must not break the page.
 */
export function withFacts(text: string): string {
  return text.replace(PLACEHOLDER, (written, name: string) =>
    Object.hasOwn(FACTS, name) ? FACTS[name as FactName] : written,
  );
}

/** `withFacts` in every text of a value: a job ad's lists, its contact, its place. */
export function factsIn<T>(value: T): T {
  if (typeof value === 'string') return withFacts(value) as T;
  if (Array.isArray(value)) return value.map(factsIn) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, factsIn(inner)]),
    ) as T;
  return value;
}

/**
 * The five stages of the two animal-welfare labels, by stage number: the retail label
 * (Haltungsform.de) and the state label (Tierhaltungskennzeichnungsgesetz). Similar, not equal.
 */
export const ANIMAL_WELFARE_STAGES = [
  { stage: 1, retail: 'Stall', state: 'Stall' },
  { stage: 2, retail: 'StallPlus', state: 'Stall+Platz' },
  { stage: 3, retail: 'Frischluftstall', state: 'Frischluftstall' },
  { stage: 4, retail: 'Auslauf/Weide', state: 'Auslauf/Freiland' },
  { stage: 5, retail: 'Bio', state: 'Bio' },
] as const;
