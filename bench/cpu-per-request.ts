// `npx tsx bench/cpu-per-request.ts`: the server's CPU time per signed-in request (read from /proc/<pid>/stat over a
// fixed number of requests after a warm-up). Unlike req/s it holds up on a machine other work is loading, so two
// builds can be compared there (decision 0900). ROUTE=cart|orders|wishlist|dashboard|me|products|admin-orders, N requests,
// CONN connections, PG=1 for a throw-away PostgreSQL database (REDIS=1 adds Redis), BENCH_SERVER_DIR for another
// checkout's build, BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it. ROUTE=order: CONN members
// each adding a product to their cart and placing the order (the orders bench's cycle; CODE=<code> adds a code), N
// orders: the server's CPU per order (the add to the cart included) and what PostgreSQL used meanwhile (decision 0901).
// DRAIN=1 reads the CPU once the orders' mails have all been sent (decision 0905).
import autocannon from 'autocannon';
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { growCatalogue } from './catalogue-growth';
import { orderPlacing, rawBytes, scratchDatabase, staffSignIn, startProcess } from './support';
const route = process.env.ROUTE ?? 'cart';
const scratch = process.env.PG ? await scratchDatabase('postgres://postgres@127.0.0.1:5432/postgres') : null;
const env: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : {};
if (process.env.REDIS) env.REDIS_URL = 'redis://127.0.0.1:6379';
// SERVER_ENV="JOB_WORKERS=off …": extra settings for the server, e.g. a web-only instance whose mails wait in the
// outbox, so the order path is measured without the mail's CPU (issue 28).
for (const pair of (process.env.SERVER_ENV ?? '').split(' ').filter(Boolean)) {
  const [key, ...value] = pair.split('=');
  env[key] = value.join('=');
}
// BENCH_PRODUCTS=5000 (with PG=1): the catalogue grown to that many products before the server starts.
if (process.env.BENCH_PRODUCTS && scratch) {
  const first = await startProcess('dist/server/main.js', env);
  await first.stop();
  await growCatalogue({ databaseUrl: scratch.url, dataDir: '', size: Number(process.env.BENCH_PRODUCTS) });
}
const server = await startProcess('dist/server/main.js', env);
const cpuOf = (pid: number | string) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const cpu = () => cpuOf(server.child.pid!);
// Every process of that name's CPU (ms): other work on the machine counts too, so read it on a quiet machine.
const cpuOfAll = (name: string) =>
  execSync(`pgrep -x ${name} || true`)
    .toString()
    .split('\n')
    .filter(Boolean)
    .reduce((sum, pid) => {
      try {
        return sum + cpuOf(pid);
      } catch {
        return sum; // ended meanwhile
      }
    }, 0);
const postgresCpu = () => cpuOfAll('postgres');

/** Waits until no mail is pending in the outbox (at most 120 s): how many seconds that took. */
async function untilMailSent(databaseUrl: string): Promise<number> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query(`select count(*)::int as n from mail_outbox where status = 'pending'`);
      if (rows[0].n === 0 || performance.now() - started > 120_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}
const redisCpu = () => cpuOfAll('redis-server');

if (route === 'order') {
  const { accounts, placeOne } = await orderPlacing(
    server.url,
    Number(process.env.CONN ?? 20),
    process.env.CODE || undefined,
  );
  const run = async (total: number) => {
    let left = total;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      accounts.map(async (account) => {
        while (left-- > 0) if (!(await placeOne(account)).placed) failed++;
      }),
    );
    return { failed, seconds: (performance.now() - started) / 1000 };
  };
  await run(200);
  const clientCpu = () => cpuOf(process.pid);
  const [c0, p0, b0, r0] = [cpu(), postgresCpu(), clientCpu(), redisCpu()];
  const n = Number(process.env.N ?? 2000);
  const { failed, seconds } = await run(n);
  // DRAIN=1: the CPU is read once every mail the orders queued has gone (PostgreSQL only), so each order carries its
  // confirmation's delivery. Without it a server whose mail worker lags behind counts only the mails it sent in time.
  const drained = process.env.DRAIN && scratch ? await untilMailSent(scratch.url) : null;
  const [used, pgUsed, clientUsed, redisUsed] = [cpu() - c0, postgresCpu() - p0, clientCpu() - b0, redisCpu() - r0];
  const perOrder = (ms: number) => Math.round((ms * 1000) / n);
  // All four over the run's length: how much of the machine's cores the orders took (2.0 = both).
  const cores = (used + pgUsed + clientUsed + redisUsed) / 1000 / seconds;
  console.log(
    `order: ${n} orders, ${Math.round(n / seconds)} orders/s, ${failed} failed${drained === null ? '' : `, mail drained ${drained.toFixed(1)} s after`}, server cpu ${perOrder(used)} µs/order, postgres cpu ${perOrder(pgUsed)} µs/order, this client ${perOrder(clientUsed)} µs/order, redis ${perOrder(redisUsed)} µs/order: ${cores.toFixed(2)} cores busy`,
  );
  await server.stop();
  await scratch?.drop();
  process.exit(0);
}
const res = await fetch(`${server.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'demo@example.com', password: 'skincircle' }),
});
const cookie = res.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const { user } = (await res.json()) as any;
const products = (await (await fetch(`${server.url}/api/products`)).json()) as any[];
await fetch(`${server.url}/api/cart`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify({ userId: user.id, productId: products[0].id, quantity: 1 }),
});
const url = {
  me: '/api/auth/me',
  cart: `/api/cart/${user.id}`,
  orders: `/api/orders/${user.id}`,
  wishlist: `/api/wishlist/${user.id}`,
  dashboard: `/api/user/${user.id}/dashboard`,
  products: '/api/products',
  'admin-orders': '/api/admin/orders',
  // Signed out, as the bench's catalogue rows: a product by id and the list (compared with the bare route below).
  product: `/api/products/${products[0].id}`,
  list: '/api/products',
}[route]!;
const signedOut = route === 'product' || route === 'list';
// The console's list is read by a member of staff.
const asWho = route === 'admin-orders' ? await staffSignIn(server.url) : signedOut ? '' : cookie;
const run = {
  url: server.url + url,
  connections: Number(process.env.CONN ?? 10),
  headers: { cookie: asWho, 'accept-encoding': 'gzip, deflate, br, zstd' },
};
await autocannon({ ...run, duration: 2 });
const [c0, p0, r0, b0] = [cpu(), postgresCpu(), redisCpu(), cpuOf(process.pid)];
const r = await autocannon({ ...run, amount: Number(process.env.N ?? 5000) });
const [used, pgUsed, redisUsed, clientUsed] = [
  cpu() - c0,
  postgresCpu() - p0,
  redisCpu() - r0,
  cpuOf(process.pid) - b0,
];
const perRequest = (ms: number) => Math.round((ms * 1000) / r.requests.total);
// PostgreSQL's, Redis's and autocannon's CPU beside the server's: the read's whole cost on the cores they share.
console.log(
  `${route}: ${r.requests.total} req, ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, non2xx ${r.non2xx}, server cpu ${perRequest(used)} µs/req, postgres cpu ${perRequest(pgUsed)} µs/req, redis ${perRequest(redisUsed)} µs/req, this client ${perRequest(clientUsed)} µs/req`,
);
const listBody = route === 'list' ? await rawBytes(server.url + url, run.headers) : null;
await server.stop();
await scratch?.drop();
// The signed-out catalogue reads beside the bare Fastify route (bench/bare-server.mjs) measured the same way: the
// bench's 'vs bare' as CPU per request, which holds on a loaded machine where req/s does not.
if (signedOut) {
  // The list beside a bare route sending the same brotli body (the bench's same-size reference), fetched before the
  // server stopped; the product beside the bare route's small body.
  const bodyFile = route === 'list' ? `/tmp/skincircle-cpu-list-${process.pid}.br` : '';
  if (bodyFile) fs.writeFileSync(bodyFile, listBody!);
  const bare = await startProcess('bench/bare-server.mjs', bodyFile ? { BARE_BODY_FILE: bodyFile } : {});
  const barePath = bodyFile ? '/bare-sized' : '/bare';
  const bareRun = { url: `${bare.url}${barePath}`, connections: run.connections, headers: run.headers };
  await autocannon({ ...bareRun, duration: 2 });
  const b = cpuOf(bare.child.pid!);
  const br = await autocannon({ ...bareRun, amount: Number(process.env.N ?? 5000) });
  const bareUsed = Math.round(((cpuOf(bare.child.pid!) - b) * 1000) / br.requests.total);
  console.log(
    `bare${bodyFile ? ' (same body)' : ''}: server cpu ${bareUsed} µs/req — ${route} costs ${Math.round((bareUsed / perRequest(used)) * 100)} % of the bare route's throughput per core`,
  );
  await bare.stop();
  if (bodyFile) fs.rmSync(bodyFile, { force: true });
}
