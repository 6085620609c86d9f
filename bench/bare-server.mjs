// The reference: a bare Fastify route returning a constant JSON body (what "as fast as this stack goes" means).
// With BARE_BODY_FILE, /bare-sized also sends that file's bytes as brotli-encoded JSON: the same stack sending a
// body as large as the catalogue list's, to tell the cost of our code from the cost of the bytes.
import Fastify from 'fastify';
import fs from 'node:fs';

const app = Fastify({ logger: false });
const body = {
  status: 'ok',
  items: Array.from({ length: 10 }, (_, i) => ({ id: i, name: `Item ${i}`, price: '12.50' })),
};
const sized = process.env.BARE_BODY_FILE ? fs.readFileSync(process.env.BARE_BODY_FILE) : Buffer.alloc(0);
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/bare', async () => body);
app.get('/bare-sized', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').header('content-encoding', 'br').send(sized),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
