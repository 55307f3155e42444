import Fastify, { type FastifyInstance } from 'fastify';
import { ApiSchemas } from '@server/http/api-schemas';

/**
 * A bare Fastify app with the contract machinery of server/platform/platform-plugin.ts in test mode: request validation
 * from schemas/api, and every reply checked against its contract (a reply that breaks it throws, so the call is a
 * 500). For tests of server/http/route.ts without a database. The caller closes it.
 */
export async function contractApp(): Promise<FastifyInstance> {
  const schemas = await ApiSchemas.load();
  const app = Fastify();
  app.setValidatorCompiler(schemas.compiler);
  app.setSerializerCompiler(
    schemas.replySerializer((where, problem) => {
      throw new Error(`${where}: ${problem}`);
    }),
  );
  app.decorate('schemas', schemas);
  return app;
}
