import { chromium } from '@playwright/test';
import fs from 'node:fs';
import { startProcess } from './support';
const route = process.argv[2] ?? '/';
const server = await startProcess('dist/server/main.js', { RATE_LIMIT_FACTOR: '100' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i = 0; i < 2; i++) {
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
await page.request.post(`${server.url}/api/auth/login`, { data: { email: 'demo@example.com', password: 'skincircle' } });
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
fs.writeFileSync(`/tmp/page-${i}.cpuprofile`, JSON.stringify(profile));
await context.close();
}
await browser.close();
await server.stop();
