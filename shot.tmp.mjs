import { chromium } from 'playwright-core';
const [url, out, width] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(width), height: 300 } });
await p.goto(url); await p.waitForTimeout(1500);
await p.screenshot({ path: out, clip: { x: 0, y: 0, width: Number(width), height: 110 } });
await b.close();
