import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { apiBase, pagingHeaders } from '@sks/contract';
import { tileImageSource, type Config } from './platform/config.js';
import type { Database } from './platform/db/client.js';
import { answerSerializer } from './platform/answer-serializer.js';
import { installSecurityHeaders } from './platform/security-headers.js';
import { answerClientError, installErrorHandler } from './platform/errors.js';
import { installInputGuard } from './platform/input-guard.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { resolveJwtSecret } from './platform/auth/secret.js';
import { createSessionCheck } from './platform/auth/session-check.js';
import { importSigningKey } from './platform/auth/tokens.js';
import { authGuard } from './platform/auth/guard.js';
import { serveWeb } from './platform/web.js';
import healthRoutes from './platform/health.js';
import authRoutes from './modules/auth/routes.js';
import lookupsRoutes from './modules/lookups/routes.js';
import settingsRoutes from './modules/settings/routes.js';
import reviewsRoutes from './modules/reviews/routes.js';
import newsRoutes from './modules/news/routes.js';
import universitiesRoutes from './modules/universities/routes.js';
import operatorsRoutes from './modules/operators/routes.js';
import adminsRoutes from './modules/admins/routes.js';
import usersRoutes from './modules/users/routes.js';
import statisticsRoutes from './modules/statistics/routes.js';
import uploadRoutes from './modules/upload/routes.js';
import partnersRoutes from './modules/partners/routes.js';
import salePointsRoutes from './modules/partners/sale-points/routes.js';
import partnerMediaRoutes from './modules/partners/media/routes.js';
import vacanciesRoutes from './modules/partners/vacancies/routes.js';
import promotionsRoutes from './modules/promotions/routes.js';
import adsRoutes from './modules/ads/routes.js';
import rzdRoutes from './modules/rzd/routes.js';
import knowledgeRoutes from './modules/knowledge/routes.js';
import promocodesRoutes from './modules/promocodes/routes.js';
import filesRoutes from './modules/upload/files.js';
import appApiRoutes from './platform/app-api/routes.js';
import { createStorage } from './platform/storage/index.js';
import { startJobs } from './platform/jobs.js';
import { registerAreaJobs } from './platform/area-jobs.js';
import { createIntegrations } from './integrations/index.js';
import { promotionsJobs } from './modules/promotions/jobs.js';
import { adsJobs } from './modules/ads/jobs.js';
import { authJobs } from './modules/auth/jobs.js';
import { statisticsJobs } from './modules/statistics/jobs.js';
import { installRateLimits } from './platform/rate-limit/index.js';
import { rateLimitJobs } from './platform/rate-limit/jobs.js';
import { retentionJobs } from './platform/retention/jobs.js';
import './platform/context.js';

export type BuildOptions = { config: Config; database: Database; mailer?: Mailer };

const moduleRoutes = [
  authRoutes,
  lookupsRoutes,
  settingsRoutes,
  reviewsRoutes,
  newsRoutes,
  universitiesRoutes,
  operatorsRoutes,
  adminsRoutes,
  usersRoutes,
  statisticsRoutes,
  uploadRoutes,
  partnersRoutes,
  salePointsRoutes,
  partnerMediaRoutes,
  vacanciesRoutes,
  promotionsRoutes,
  adsRoutes,
  rzdRoutes,
  knowledgeRoutes,
  promocodesRoutes,
  appApiRoutes,
];

/** Each area's queues, workers and schedules (modules/<area>/jobs.ts). */
const moduleJobs = [rateLimitJobs, retentionJobs, authJobs, promotionsJobs, adsJobs, statisticsJobs];

/** Builds the whole app (platform -> routes -> console); main.ts and the tests both use it. */
export async function buildApp({ config, database, mailer }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: 1_048_576,
    trustProxy: config.TRUST_PROXY,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);
  installErrorHandler(app);
  installInputGuard(app);
  // The API speaks JSON (and multipart for files): a text body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');

  app.decorate('ctx', {
    config,
    database,
    db: database.db,
    mailer: mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
    jwtSecret: await importSigningKey(resolveJwtSecret(config.JWT_SECRET, config.dataDir)),
    sessionCheck: createSessionCheck(database.db, config.SESSION_CHECK_CACHE_SECONDS * 1000),
    storage: await createStorage(config),
    jobs: await startJobs(database, app.log, { pollingSeconds: config.JOBS_POLL_SECONDS, superviseSeconds: config.JOBS_SUPERVISE_SECONDS }),
    integrations: createIntegrations(config, database.db),
  });
  app.addHook('onClose', () => app.ctx.jobs.stop());
  await registerAreaJobs(app, moduleJobs);

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The console's map draws its tiles from MAP_TILE_URL.
        imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(config.MAP_TILE_URL)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  if (config.CORS_ORIGINS) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS.split(',').map((o) => o.trim()),
      credentials: true,
      exposedHeaders: [pagingHeaders.recordCount, pagingHeaders.recordCountEstimated],
    });
  }
  await installRateLimits(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'СКС admin gateway', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' },
          appApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      tags: [{ name: 'app', description: 'The student app: API key in X-Api-Key (npm run apikey:create); console tokens are not accepted.' }],
      security: [{ accessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(
    async (api) => {
      await api.register(authGuard);
      await api.register(healthRoutes);
      for (const routes of moduleRoutes) await api.register(routes);
    },
    { prefix: apiBase },
  );
  await app.register(swaggerUi, { routePrefix: `${apiBase}/docs`, uiConfig: { docExpansion: 'list' } });
  await app.register(filesRoutes);
  await serveWeb(app, config.webDist);
  return app;
}
