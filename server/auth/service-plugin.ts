import fp from 'fastify-plugin';
import { DemoNationalRegister } from './national-register/demo-national-register';
import { RegistrationChecks } from './registration-checks';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The checks that keep excluded people out (docs/registration-checks.md): used by
     * auth/register, auth/login, customer/updatephone and protection/identity. A real market replaces `.register`
     * with its national register's adapter at start; tests may too.
     */
    registrationChecks: RegistrationChecks;
  }
}

/**
 * Decorates `app.registrationChecks`, built with the protection profile and clock and the demo national register
 * (server/auth/national-register/demo-national-register.ts): the auth area's service plugin, registered on the
 * root instance by buildApp because the auth, customer and protection areas and server/demo-adapters.ts all use it.
 */
export const registrationChecksPlugin = fp(
  async (app) => {
    app.decorate(
      'registrationChecks',
      new RegistrationChecks(app.db, app.protection.profile, app.protection.clock, new DemoNationalRegister(app.db)),
    );
  },
  { name: 'registration-checks', dependencies: ['platform', 'protection'] },
);
