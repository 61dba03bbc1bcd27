import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1920, height: 300 } });
await p.goto(process.argv[2]); await p.waitForTimeout(2000);
console.log(await p.evaluate(() => {
  const header = document.querySelector('header');
  const row = header.firstElementChild;
  const kids = [...row.children];
  const out = { row: row.getBoundingClientRect().width, fonts: document.fonts.status };
  for (const k of kids) {
    const clone = k.cloneNode(true); clone.style.width='max-content'; clone.style.position='absolute'; clone.style.flex='none'; document.body.appendChild(clone);
    out[k.tagName + '.' + (k.getAttribute('aria-label')||k.className.slice(0,20))] = [Math.round(k.getBoundingClientRect().width), Math.round(clone.getBoundingClientRect().width)];
    clone.remove();
  }
  return JSON.stringify(out);
}));
await b.close();
