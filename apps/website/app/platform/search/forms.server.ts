// The forms of German words the search relates: a word's inflections (lemma), the base forms of
// an unknown word, a separable verb written apart („gibt … frei“) or joined („freiräumen“).
import { stemmer } from '@orama/stemmers/german';

const ENDINGS = ['innen', 'ern', 'en', 'er', 'es', 'in', 'e', 'n', 's'];

/**
 * Strong verbs whose present tense changes the vowel („vergibt“ of vergeben, „nimmt“ of nehmen),
 * and the nouns made of them with another vowel („Freigabe“ of freigeben, „Annahme“ of
 * annehmen): the stem's end as these forms have it → as the infinitive has it. (A vowel that
 * becomes an umlaut, „fährt“, „trägt“, is already undone with the plural's.)
 */
const VOWEL_CHANGES: [RegExp, string][] = [
  [/(gib|gab)$/, 'geb'],
  [/(nimm|nahm)$/, 'nehm'],
  [/sprich$/, 'sprech'],
  [/hilf$/, 'helf'],
  [/triff$/, 'treff'],
  [/wirf$/, 'werf'],
  [/gil$/, 'gel'],
  [/brich$/, 'brech'],
  [/sieh$/, 'seh'],
  [/empfiehl$/, 'empfehl'],
  [/(verg|verm)iss$/, '$1ess'],
];

/**
 * A verb in „-ieren“ without the „t“ of its third person („dokumentiert“ → dokumentier), which
 * the stem must lose before Snowball takes its „-er“ („hundert“ is no form of Hund).
 */
const withoutT = (word: string) => word.replace(/(?<=ier)t$/, '');

/**
 * What a word's inflections share: its Snowball stem, of the masculine form („Ersthelferin“,
 * „Ersthelferinnen“ → ersthelfer), without the umlaut a plural adds („Kühlräume“, „Kühlraum“),
 * without the „t“ of a verb's third person („räumt“, „räumen“ → raum) and with the vowel of the
 * infinitive („vergibt“, „vergeben“ → vergeb; „Freigabe“, „freigeben“ → freigeb).
 */
export function lemma(word: string): string {
  const masculine = word.replace(/(?<=.{4}er)(in|innen)$/, '');
  const stem = stemmer(withoutT(masculine))
    .replace(/([aou])e/g, '$1')
    .replace(/(?<=.{3})t$/, '');
  const change = VOWEL_CHANGES.find(([end]) => end.test(stem));
  return change ? stem.replace(change[0], change[1]) : stem;
}

/**
 * The infinitive of a weak verb's participle, when `known` holds it: „gemeldet“ → melden,
 * „gekuehlt“ → kuehlen, „gewechselt“ → wechseln, „angemeldet“ → anmelden. Null for a word that
 * only looks like one („Gehalt“: „halen“ is no verb). Snowball keeps the „ge“, so the lemma
 * alone never relates the two.
 */
export function participleVerb(word: string, known: (word: string) => boolean): string | null {
  const form = /^([a-z]*?)ge([a-z]{3,}?)e?t$/.exec(word);
  if (!form || (form[1] && !PARTICLES.includes(form[1]))) return null;
  const stem = `${form[1]}${form[2]}`;
  const infinitives = /e[lr]$/.test(stem) ? [`${stem}n`] : [`${stem}en`];
  return infinitives.find(known) ?? null;
}

/** The particles of separable verbs („gibt … frei“ of freigeben, „kauft … ein“ of einkaufen). */
const PARTICLES = [
  'zusammen',
  'zurueck',
  'durch',
  'fest',
  'frei',
  'nach',
  'weg',
  'auf',
  'aus',
  'ein',
  'her',
  'hin',
  'los',
  'mit',
  'vor',
  'ab',
  'an',
  'um',
  'zu',
];

/**
 * A separable verb written apart in a question („wer gibt Rabatt frei“, „wer kauft das Fleisch
 * ein“): the particle at the end joined to the word before it that makes, with it, a word the
 * index knows in some form (`known`): freigibt → Freigabe, einkauft → Einkauf. Folded words in,
 * folded words out.
 */
export function joinSeparable(words: string[], known: (word: string) => boolean): string[] {
  const particle = words.at(-1);
  if (words.length < 2 || !particle || !PARTICLES.includes(particle)) return words;
  for (let i = words.length - 2; i >= 0; i--) {
    const joined = `${particle}${words[i]}`;
    if (words[i]!.length >= 3 && known(joined))
      return [...words.slice(0, i), joined, ...words.slice(i + 1, -1)];
  }
  return words;
}

/**
 * A separable verb typed joined that the text writes apart („Kommissionierplätze freiräumen“ of
 * „räumt die Plätze frei“): the particle and the verb, or null when the word starts with none.
 */
export function separated(word: string): [string, string] | null {
  const particle = PARTICLES.find((p) => word.startsWith(p) && word.length - p.length >= 4);
  return particle ? [particle, word.slice(particle.length)] : null;
}

/** Words of one or two letters the index does not know: an abbreviation it cannot read („ms“). */
export const isStray = (word: string) => word.length <= 2;

/**
 * Other forms of an unknown word that may be in the index: without an ending („ersthelferin“ →
 * ersthelfer), without the umlaut of a plural („kuehlraeume“ → kuehlraum…), without the „ge“
 * of a participle („krankgemeldet“ → krankmeldet → krankmeld…).
 */
export function baseForms(word: string): string[] {
  const forms = new Set<string>();
  const participle = /^(.{3,}?)ge(.{3,}?)e?t$/.exec(word);
  const variants = [word, participle ? `${participle[1]}${participle[2]}` : null];
  for (const variant of variants) {
    if (!variant) continue;
    const plural = variant.replace(/(ae|oe|ue)(?=[^aeiou]*(e|er|en|n)?$)/, (m) => m[0]!);
    for (const candidate of new Set([variant, plural])) {
      if (candidate !== word) forms.add(candidate);
      for (const ending of ENDINGS) {
        const stem = candidate.slice(0, -ending.length);
        if (candidate.endsWith(ending) && stem.length >= 5) forms.add(stem);
      }
      const stem = stemmer(candidate);
      if (stem.length >= 5) forms.add(stem);
    }
  }
  return [...forms];
}

/**
 * How many typos lie between two words: letters left out, added, changed or two swapped
 * (optimal string alignment distance).
 */
export function typos(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...new Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
