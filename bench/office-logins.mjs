// An office behind one address: many people sign in correctly all morning (decision 010, issue 13).
// Creates the accounts through the admin API, then signs each in and out again and again, every
// person in a browser of their own, a few at a time, all from this one address.
import { browser } from './browser.mjs';

const PASSWORD = 'Räucherkammer-am-Deich-7';
const ADMIN = { email: 'admin@example.com', password: 'Demo-Passwort-2026' };

async function expectStatus(response, status, what) {
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

async function createAccounts(backend, count) {
  const admin = browser(backend);
  await expectStatus(await admin.signIn(ADMIN.email, ADMIN.password), 204, 'admin sign-in');
  const emails = [];
  for (let i = 1; i <= count; i++) {
    const email = `buero-${i}@example.com`;
    const created = await admin.send('POST', '/api/admin/users', {
      firstname: 'Büro',
      lastname: `Person ${i}`,
      company: 'Großküche am Deich',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      verified: true,
      enabled: true,
    });
    await expectStatus(created, 201, `creating ${email}`);
    emails.push(email);
  }
  return emails;
}

export async function runOfficeLogins({ backend, accounts = 50, logins = 500, concurrency = 10 }) {
  const emails = await createAccounts(backend, accounts);
  const people = emails.map((email) => ({ email, browser: browser(backend) }));
  const statuses = {};
  let refused = 0;
  // Login n is person n % accounts; with a number of workers that divides the number of
  // accounts each person belongs to one worker, so no browser is used by two requests at once.
  let workers = Math.min(concurrency, accounts);
  while (accounts % workers) workers -= 1;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let n = w; n < logins; n += workers) {
        const person = people[n % accounts];
        const response = await person.browser.signIn(person.email, PASSWORD);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status !== 204) {
          refused += 1;
          continue;
        }
        await expectStatus(await person.browser.send('POST', '/api/logout'), 204, 'sign-out');
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // The limits are on: a sixth wrong password for one account from this address is refused.
  const guesser = browser(backend);
  let guessStatus = 0;
  for (let i = 0; i < 6; i++)
    guessStatus = (await guesser.signIn(emails[0], `${PASSWORD}-falsch`)).status;

  return {
    accounts,
    logins,
    concurrency: workers,
    seconds: Math.round(seconds * 10) / 10,
    refused,
    statuses,
    sixthWrongPassword: guessStatus,
  };
}
