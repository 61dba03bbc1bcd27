import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:3000';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const errors = [];
async function shot(name, path, width, action, js = true) {
  const ctx = await b.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js, hasTouch: width < 500 });
  const p = await ctx.newPage();
  p.on('console', (m) => m.type() === 'error' && errors.push(`${name}: ${m.text()}`));
  p.on('pageerror', (e) => errors.push(`${name}: pageerror ${e.message}`));
  await p.goto(base + path, { waitUntil: 'networkidle' });
  if (js) await p.waitForFunction(() => '__islandsHydrated' in window || '__reactRouterDataRouter' in window);
  if (action) await action(p);
  await p.waitForTimeout(400);
  await p.screenshot({ path: `/tmp/shots/${name}-${width}.png` });
  await ctx.close();
}
const accept = async (p) => { const btn = p.getByRole('button', { name: 'Nur notwendige' }); if (await btn.isVisible()) await btn.click(); };
for (const w of [390, 1024, 1280, 1440]) {
  await shot('home', '/', w);
  await shot('karriere', '/karriere?bereich=Vertrieb', w, async (p) => { await accept(p); await p.locator('#stellen').scrollIntoViewIfNeeded(); });
  await shot('suche', '/suche', w, async (p) => { await accept(p); await p.getByLabel('Suchbegriff').fill('rezep'); await p.waitForTimeout(800); });
}
await shot('menu-open', '/', 390, async (p) => { await accept(p); await p.getByRole('button', { name: 'Menü' }).click(); await p.getByText('Produkte', { exact: true }).first().click().catch(() => {}); });
await shot('dropdown', '/', 1440, async (p) => { await accept(p); const nav = p.getByRole('navigation', { name: 'Hauptmenü' }); await nav.hover(); await p.waitForTimeout(500); await nav.getByRole('button', { name: 'Produkte' }).click(); });
await shot('nojs-dropdown', '/', 1440, async (p) => { await p.getByRole('navigation', { name: 'Hauptmenü' }).locator('summary').first().click(); }, false);
await shot('kontakt-error', '/kontakt', 1280, async (p) => {
  await accept(p);
  const form = p.locator('form').filter({ has: p.getByRole('button', { name: 'Nachricht senden' }) });
  await form.getByLabel('Name').fill('Erika'); await form.evaluate((f) => (f.noValidate = true));
  await p.waitForTimeout(3300); await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await p.waitForLoadState('networkidle');
});
console.log('errors', errors);
await b.close();
