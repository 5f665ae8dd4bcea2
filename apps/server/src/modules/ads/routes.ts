import type { FastifyInstance } from 'fastify';
import adsPartnersRoutes from './partners/routes.js';
import adsContractsRoutes from './contracts/routes.js';
import adsCreativesRoutes from './creatives/routes.js';
import adsActsRoutes from './acts/routes.js';
import adsStatisticsRoutes from './statistics/routes.js';
import adsLookupsRoutes from './lookups/routes.js';

/** Advertising marking: superadmin and admin only (the guard's default), every call. */
export default async function adsRoutes(app: FastifyInstance) {
  for (const routes of [adsPartnersRoutes, adsContractsRoutes, adsCreativesRoutes, adsActsRoutes, adsStatisticsRoutes, adsLookupsRoutes]) {
    await app.register(routes);
  }
}
