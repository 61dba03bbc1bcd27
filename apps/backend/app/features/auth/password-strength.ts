// A live hint while someone chooses a password. It mirrors the backend's policy
// (src/accounts/passwords.ts) as far as a browser can check it; the API has the last word.

export interface PasswordContext {
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
}

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: StrengthScore;
  /** e.g. „mittel“ */
  label: string;
  /** Why the API would refuse it; empty when it meets the policy. */
  problems: string[];
  /** How to make an acceptable password stronger. */
  tips: string[];
}

export const MIN_PASSWORD_LENGTH = 10;

const LABELS: Record<StrengthScore, string> = {
  0: 'sehr schwach',
  1: 'schwach',
  2: 'mittel',
  3: 'stark',
  4: 'sehr stark',
};

const COMMON_STARTS =
  /^(passwor[dt]|qwert[yz]|asdf|hallo|geheim|willkommen|iloveyou|abc123|123456)/;

function characterClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((re) => re.test(password))
    .length;
}

function isSequence(lower: string): boolean {
  const codes = [...lower].map((c) => c.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((c, i) => c - (codes[i] ?? 0));
  return steps.length > 0 && (steps.every((s) => s === 1) || steps.every((s) => s === -1));
}

function problemsOf(password: string, context: PasswordContext): string[] {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    return [
      `Noch ${MIN_PASSWORD_LENGTH - length} Zeichen bis zur Mindestlänge von ${MIN_PASSWORD_LENGTH}.`,
    ];
  const lower = password.toLowerCase();
  if (new Set(lower).size < 5) return ['Bitte verwenden Sie mehr unterschiedliche Zeichen.'];
  if (isSequence(lower)) return ['Bitte keine Zeichenfolge wie „1234…“ oder „abcd…“.'];
  const personal = [
    context.email?.split('@')[0],
    context.email,
    context.firstname,
    context.lastname,
  ]
    .filter((v): v is string => !!v && v.length >= 4)
    .map((v) => v.toLowerCase());
  if (personal.some((p) => lower.includes(p)))
    return ['Das Passwort darf weder Ihren Namen noch Ihre E-Mail-Adresse enthalten.'];
  return [];
}

export function passwordStrength(
  password: string,
  context: PasswordContext = {},
): PasswordStrength {
  const problems = problemsOf(password, context);
  const length = [...password].length;
  const classes = characterClasses(password);
  let score: StrengthScore;
  if (!password) score = 0;
  else if (problems.length) score = length >= 6 ? 1 : 0;
  else if (COMMON_STARTS.test(password.toLowerCase())) score = 1;
  else if (length >= 16 && classes >= 3) score = 4;
  else if ((length >= 12 && classes >= 3) || length >= 16) score = 3;
  else score = 2;

  const tips: string[] = [];
  if (!problems.length && COMMON_STARTS.test(password.toLowerCase()))
    tips.push('So beginnen viele Passwörter: Bitte wählen Sie etwas weniger Naheliegendes.');
  else if (!problems.length && score < 4) {
    if (length < 16)
      tips.push('Länger ist stärker: Ein Satz aus mehreren Wörtern ist gut zu merken.');
    if (classes < 3) tips.push('Mischen Sie Groß- und Kleinbuchstaben, Ziffern und Sonderzeichen.');
  }
  return { score, label: LABELS[score], problems, tips };
}
