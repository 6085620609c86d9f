// By hand (issue 28): does an unpaid bank-transfer order expire on its own in a running shop? Starts the server
// from the sources (tsx, no build) on a fresh embedded database with UNPAID_ORDER_HOURS=0.005 (18 s), signs in as
// the demo member, places a bank-transfer order through the API and waits until the order reads cancelled — at
// most the expiry plus 90 s. Prints how long it took. Usage: node scripts/check-unpaid-expiry.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const EXPIRY_MS = 18_000;
const LIMIT_MS = EXPIRY_MS + 90_000;

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skincircle-expiry-'));
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, UNPAID_ORDER_HOURS: '0.005', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let cookie = '';
async function api(method, url, body) {
  const res = await fetch(base + url, {
    method,
    headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const set = res.headers.getSetCookie?.() ?? [];
  if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('the server did not start');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(200);
  }
  const demo = await api('GET', '/api/auth/demo');
  const { user } = await api('POST', '/api/auth/login', demo);
  const products = await api('GET', '/api/products');
  const product = (products.items ?? products).find((p) => p.stock > 0);
  await api('POST', '/api/cart', { userId: user.id, productId: product.id, quantity: 1 });
  const quote = await api('POST', `/api/cart/${user.id}/quote`, {});
  const { discountCode: _none, pointsEarned: _p, ...figures } = quote;
  const order = await api('POST', '/api/orders', {
    userId: user.id,
    ...figures,
    shippingAddress: {
      firstName: 'Sophie',
      lastName: 'Bennett',
      address: '1 Test Street',
      city: 'London',
      postalCode: 'SW1A 1AA',
      country: 'United Kingdom',
    },
  });
  const placedAt = Date.now();
  console.log(
    `order ${order.id.slice(0, 8)} placed (${order.paymentProvider}, ${order.status}, pay by ${order.paymentInstructions?.payBy})`,
  );
  for (;;) {
    const now = await api('GET', `/api/orders/${user.id}/${order.id}`);
    const took = Date.now() - placedAt;
    if (now.status === 'cancelled') {
      console.log(`cancelled on its own ${(took / 1000).toFixed(1)} s after placing (expiry 18 s, limit 108 s)`);
      console.log(`timeline: ${now.history.map((h) => `${h.status}${h.note ? ` — ${h.note}` : ''}`).join(' | ')}`);
      break;
    }
    if (took > LIMIT_MS) throw new Error(`still ${now.status} ${took} ms after placing`);
    await sleep(500);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  process.kill(-server.pid, 'SIGTERM');
  await sleep(1000);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
