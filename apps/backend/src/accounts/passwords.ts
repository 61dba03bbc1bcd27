// argon2id with OWASP's parameters; a password policy with German reasons.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';

// 2 is Algorithm.Argon2id (a const enum, which this compiler setting cannot read directly).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when an e-mail is unknown, so both answers take about as long.
let dummyHash: Promise<string> | null = null;

/** How long a password check takes here, averaged: what a refusal without one waits. */
let verifyMs = 50;

async function timedVerify(hash: string, password: string): Promise<boolean> {
  const started = performance.now();
  try {
    return await verify(hash, password);
  } finally {
    verifyMs = verifyMs * 0.8 + (performance.now() - started) * 0.2;
  }
}

export const typicalVerifyMs = () => Math.round(verifyMs);

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('kein-konto-vorhanden-0000');
    await timedVerify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await timedVerify(passwordHash, password);
  } catch {
    return false;
  }
}

// Strength is estimated by zxcvbn-ts with the common and the German word lists (names,
// frequent words, leaked passwords) and German feedback; score 3 of 4 is the bar.
// Its cost grows steeply with length and with l33t-like characters: both are capped, so a
// crafted password cannot keep the process busy (a longer one is judged by its first 64).
const MAX_CHECKED = 64;
const estimator = new ZxcvbnFactory({
  maxLength: MAX_CHECKED,
  l33tMaxSubstitutions: 8,
  translations: de.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...de.dictionary },
});
export const MIN_SCORE = 3;
/** Words of this company that make a password easy to guess. */
const COMPANY_WORDS = [
  'hallberg',
  'frischdienst',
  'frischkontor',
  'hamburg',
  'passwort',
  'kennwort',
];

export interface PasswordContext {
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
}

/** Reasons a new password is refused (German), empty when it is acceptable. */
export function passwordProblems(password: string, context: PasswordContext = {}): string[] {
  if ([...password].length < 10) return ['Das Passwort muss mindestens 10 Zeichen lang sein.'];
  const lower = password.toLowerCase();
  const personal = [
    context.email?.split('@')[0],
    context.email?.toLowerCase(),
    context.firstname,
    context.lastname,
  ]
    .filter((v): v is string => !!v && v.length >= 4)
    .map((v) => v.toLowerCase());
  if (personal.some((p) => lower.includes(p)))
    return ['Das Passwort darf weder Ihren Namen noch Ihre E-Mail-Adresse enthalten.'];
  const result = estimator.check(password.slice(0, MAX_CHECKED), [...personal, ...COMPANY_WORDS]);
  if (result.score >= MIN_SCORE) return [];
  const why = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (t): t is string => !!t,
  );
  return [['Dieses Passwort ist zu leicht zu erraten.', ...why].join(' ')];
}
