// The webhook baseline: a Fastify route that parses the JSON body and answers 200, nothing else,
// in its own process like the product server, so the ratio isolates what the product's webhook
// handling (raw body, HMAC-SHA512, the payment lookup or grant) costs on top of Fastify.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
app.post('/api/payment/webhook', async () => ({ received: true }));

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => app.close().then(() => process.exit(0)));
}
