// The reference: a bare Fastify route returning a constant JSON body (what "as fast as this stack goes" means).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok', items: Array.from({ length: 10 }, (_, i) => ({ id: i, name: `Item ${i}`, price: '12.50' })) };
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
