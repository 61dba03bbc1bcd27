import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(process.argv[3]), height: 300 } });
await p.goto(process.argv[2]); await p.waitForTimeout(2000);
console.log(await p.evaluate(() => {
  const r = (el) => { const b = el.getBoundingClientRect(); return [Math.round(b.left), Math.round(b.width)]; };
  const header = document.querySelector('header');
  const row = header.firstElementChild;
  const nav = header.querySelector('nav');
  const ul = nav.querySelector('ul');
  return JSON.stringify({ row: r(row), kids: [...row.children].map(r), nav: r(nav), ul: r(ul), ulScroll: ul.scrollWidth, navStyle: getComputedStyle(nav).flex, logoStyle: getComputedStyle(row.children[0]).flex + ' ' + getComputedStyle(row.children[0]).minWidth });
}));
await b.close();
