/** The baseline of the server figures: a bare Fastify hello-world (`GET /` → {hello:'world'}) on PORT. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
