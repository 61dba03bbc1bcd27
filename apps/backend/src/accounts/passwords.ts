// argon2id with OWASP's parameters; a password policy with German reasons.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id (a const enum, which this compiler setting cannot read directly).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when an e-mail is unknown, so both answers take about as long.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('kein-konto-vorhanden-0000');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const COMMON = new Set([
  '1234567890',
  '12345678910',
  '0123456789',
  '0987654321',
  'passwort123',
  'passwort1234',
  'password123',
  'password1234',
  'qwertzuiop',
  'qwertyuiop',
  'asdfghjkl1',
  'hallo12345',
  'hallo123456',
  'geheim1234',
  'geheim12345',
  'sommer2026',
  'winter2026',
  'fruehling2026',
  'herbst2026',
  'willkommen1',
  'willkommen123',
  'passwort!!',
  'passwort2026',
  'password2026',
  'iloveyou12',
  'abcdefghij',
  'abc1234567',
  'hallberg2026',
  'hallberg123',
  'frischdienst',
  'frischdienst1',
  'schalke0404',
  'fussball123',
  'dortmund09',
]);

export interface PasswordContext {
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
}

/** Reasons a new password is refused, empty when it is acceptable. */
export function passwordProblems(password: string, context: PasswordContext = {}): string[] {
  const problems: string[] = [];
  if ([...password].length < 10) {
    problems.push('Das Passwort muss mindestens 10 Zeichen lang sein.');
    return problems;
  }
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || COMMON.has(lower.replace(/[^a-z0-9]/g, ''))) {
    problems.push(
      'Dieses Passwort ist sehr verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
    );
    return problems;
  }
  if (new Set(lower).size < 5) {
    problems.push(
      'Das Passwort ist zu einfach: Bitte verwenden Sie mehr unterschiedliche Zeichen.',
    );
    return problems;
  }
  const codes = [...lower].map((c) => c.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((c, i) => c - (codes[i] ?? 0));
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) {
    problems.push(
      'Das Passwort ist zu einfach: Bitte verwenden Sie keine Zeichenfolge wie „1234…“ oder „abcd…“.',
    );
    return problems;
  }
  const personal = [
    context.email?.split('@')[0],
    context.email?.toLowerCase(),
    context.firstname,
    context.lastname,
  ]
    .filter((v): v is string => !!v && v.length >= 4)
    .map((v) => v.toLowerCase());
  if (personal.some((p) => lower.includes(p))) {
    problems.push('Das Passwort darf weder Ihren Namen noch Ihre E-Mail-Adresse enthalten.');
  }
  return problems;
}
