#!/usr/bin/env bash
# CI smoke test of compose.yaml (decision 0903): two app replicas behind Caddy with PostgreSQL and Redis, in
# production mode. Signs in to the console and waits until /api/health answers through the proxy from both replicas
# (told apart by the health's process.hostname, the container's: only staff see it), registers a member through the
# proxy and reads the account back several times (round robin: the session made on one replica is known to the
# other), then tears everything down.
# Without Docker (no compose, no daemon, no registry) it says why it skipped and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."

skip() {
  echo "compose smoke test skipped: $1"
  exit 0
}
command -v docker >/dev/null 2>&1 || skip "docker is not installed"
docker compose version >/dev/null 2>&1 || skip "docker compose (v2) is not available"
docker info >/dev/null 2>&1 || skip "the Docker daemon does not answer (docker info)"
for image in caddy:2 postgres:16 redis:7 node:24-bookworm-slim; do
  docker image inspect "$image" >/dev/null 2>&1 || docker pull --quiet "$image" >/dev/null 2>&1 \
    || skip "the image $image cannot be pulled"
done

project="skincircle-smoke-$$"
port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# Its own subnet and Caddy address, so a deployment of compose.yaml on the same host is left alone.
export APP_REPLICAS=2 WEB_CONCURRENCY=2 HTTP_PORT="$port" \
  SHOP_SUBNET=172.30.232.0/24 SHOP_IP_RANGE=172.30.232.128/25 PROXY_ADDRESS=172.30.232.10 \
  APP_UPSTREAMS="$project-app-1:3000 $project-app-2:3000" PUBLIC_URL="http://127.0.0.1:$port" \
  SESSION_SECRET="smoke-$(date +%s)-$RANDOM-secret" ADMIN_USERNAME=staff ADMIN_PASSWORD="smoke-staff-$RANDOM-password" \
  POSTGRES_PASSWORD="smoke-$RANDOM" BANK_ACCOUNT_NAME='Skin Circle Ltd' BANK_SORT_CODE=20-32-06 \
  BANK_ACCOUNT_NUMBER=73106482 LOG_LEVEL=warn TRADER_NAME='Skin Circle Ltd' \
  TRADER_ADDRESS='14 Kemp Street, Brighton, BN1 4EE' CONTACT_EMAIL=hello@skincircle.co.uk
compose() { docker compose -p "$project" -f compose.yaml "$@"; }
finish() {
  status=$?
  if [ "$status" -ne 0 ]; then compose logs --no-color --tail 80 || true; fi
  compose down -v --remove-orphans >/dev/null 2>&1 || true
  exit "$status"
}
trap finish EXIT

echo "== compose smoke test: building and starting 2 replicas behind Caddy (project $project, port $port)"
compose up -d --build --quiet-pull

BASE="http://127.0.0.1:$port" node --input-type=module <<'NODE'
const base = process.env.BASE;
const deadline = Date.now() + 240_000;
const replicas = new Map();
// Through the proxy nobody is a local caller: /api/health names the replica to a staff session only (decision 0803).
let staff;
while (replicas.size < 2) {
  if (Date.now() > deadline) throw new Error(`only ${replicas.size} replica(s) answered /api/health through the proxy`);
  try {
    if (!staff) {
      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD }),
        signal: AbortSignal.timeout(5000),
      });
      staff = login.headers.getSetCookie().find((c) => c.startsWith('sc_staff='))?.split(';')[0];
    }
    const headers = staff ? { cookie: staff } : {};
    const res = await fetch(`${base}/api/health`, { headers, signal: AbortSignal.timeout(5000) });
    const body = await res.json();
    if (res.ok && body.process) replicas.set(body.process.hostname, body.process);
  } catch {
    // still starting
  }
  if (replicas.size < 2) await new Promise((r) => setTimeout(r, 1000));
}
console.log(`health through the proxy from ${replicas.size} replicas: ${JSON.stringify([...replicas.values()])}`);

const email = `smoke-${Date.now()}@example.com`;
const reg = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'smoke-password-1', firstName: 'Smoke', lastName: 'Test' }),
});
if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
const cookie = reg.headers.getSetCookie().find((c) => c.startsWith('sc_session='))?.split(';')[0];
if (!cookie) throw new Error('register: no session cookie');
for (let i = 0; i < 4; i++) {
  const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
  const body = await me.json();
  if (me.status !== 200 || body.user?.email !== email) throw new Error(`/api/auth/me #${i}: ${me.status} ${JSON.stringify(body)}`);
}
console.log('a member registered through the proxy is known on every request (4 reads, round robin)');
NODE
echo "== compose smoke test passed"
