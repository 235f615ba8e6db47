import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
page.on('request', (r) => { if (/svg/.test(r.url()) || r.url().startsWith('data:')) console.log('REQ', r.resourceType(), r.url().slice(0, 150)); });
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(2000);
console.log(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /svg|data:/.test(e.name)).map((e) => `${e.initiatorType} ${e.name.slice(0, 120)}`)));
await browser.close();
