// The names people give the days around Christmas and New Year („Silvester“, „Heiligabend“),
// for a text that gives them as dates („am 24. und 31. Dezember“, „Do, 31.12.“): the one search
// finds the delivery days between the holidays by the words people ask with (issue 32, item 6).

const NAMES: Record<string, string> = {
  '24.12': 'Heiligabend Weihnachten',
  '25.12': 'Weihnachten Weihnachtsfeiertag',
  '26.12': 'Weihnachten Weihnachtsfeiertag',
  '31.12': 'Silvester Jahreswechsel',
  '1.1': 'Neujahr Jahreswechsel',
};

const MONTHS: Record<string, number> = { januar: 1, dezember: 12 };

/** The holiday names of the dates in `text`, each once, or ''. */
export function holidayNames(text: string): string {
  const found = new Set<string>();
  const add = (day: number, month: number) => {
    const name = NAMES[`${day}.${month}`];
    if (name) found.add(name);
  };
  // „31.12.“, „1.1.2027“
  for (const m of text.matchAll(/(?<![\d.])(\d{1,2})\.(\d{1,2})\./g))
    add(Number(m[1]), Number(m[2]));
  // „31. Dezember“, „24. und 31. Dezember“, „25., 26. Dezember“
  for (const m of text.matchAll(/((?:\d{1,2}\.\s*(?:,|und|bis|–|-)?\s*)+)(Januar|Dezember)/gi)) {
    const month = MONTHS[m[2]!.toLowerCase()]!;
    for (const day of m[1]!.matchAll(/\d{1,2}/g)) add(Number(day[0]), month);
  }
  return [...found].join(' ');
}
