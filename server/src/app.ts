import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiDocs } from './api/api-docs.ts';
import { apiPlugin } from './api/api-plugin.ts';
import { registerErrorHandling } from './api/error-handling.ts';
import type { Handlers } from './api/handler.ts';
import { parseQueryString } from './api/query-string.ts';
import { registerRequestContext } from './api/request-context.ts';
import { rerouteRouterFailure, routerFailure } from './api/router-failures.ts';
import type { AppContext } from './app-context.ts';
import { commonMessages } from './lib/common-messages.ts';
import { failure } from './lib/envelope.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerSystemMonitoring } from './routes/admin/system/system-monitoring.ts';
import { allHandlers } from './routes/all-handlers.ts';
import { registerMessageOverrides } from './routes/languages/translation-changes.ts';
import { paymentRoutes } from './routes/subscriptions/payment-routes.ts';
import { avatarFiles } from './routes/user/avatar-files.ts';
import { registerJobQueue } from './services/jobs/app-jobs.ts';
import { localIdentityProvider } from './services/oauth/local-idp/local-idp-plugin.ts';
import { localProviderEnabled } from './services/oauth/local-idp/local-provider.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface AppOptions {
  context: AppContext;
  /** Defaults to every implemented operation; tests may narrow it. */
  handlers?: Handlers;
  /** The built SPA (`npm run build`). */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Extra routes mounted next to the API (the dev mailbox). */
  plugins?: ((app: ReturnType<typeof Fastify>) => Promise<void>)[];
}

const DEFAULT_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** The SPA may only load what it ships; inline styles stay allowed for the UI kit's computed positions. */
const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/** Spec section 9: 30 minutes without activity end a session in the SPA. */
const DEFAULT_SESSION_TIMEOUT_SECONDS = 1800;

/**
 * The SPA's inactivity time-out, from SESSION_TIMEOUT_SECONDS: browser tests shorten it to see the
 * warning and the log-out happen without faking the clock in the app. Anything but a positive number
 * keeps the default.
 */
export function sessionTimeoutSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.SESSION_TIMEOUT_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_SESSION_TIMEOUT_SECONDS;
}

/** Builds the server without listening, so tests can call it in process. */
export async function buildApp({
  context,
  handlers,
  distDir = DEFAULT_DIST,
  logger = false,
  plugins = [],
}: AppOptions) {
  const app = Fastify({
    logger,
    // A request's id is unique across restarts and processes: its log lines, the activity entries it
    // wrote and the jobs it queued carry it, and the staff's log screen links them by it.
    genReqId: () => randomUUID(),
    trustProxy: context.config.trustProxy,
    routerOptions: { querystringParser: parseQueryString },
    frameworkErrors: rerouteRouterFailure,
    ajv: {
      // Every bad field is reported at once; OpenAPI 3.1 writes nullable as a type list. A field the
      // contract does not name is refused (422 on it), not dropped in silence as Fastify's default would:
      // a caller misspelling an optional field learns so instead of seeing it ignored.
      customOptions: {
        allErrors: true,
        allowUnionTypes: true,
        removeAdditional: false,
        keywords: ['example'],
      },
    },
  });
  registerRequestContext(app);
  registerErrorHandling(app);
  registerJobQueue(app, context);
  registerSystemMonitoring(app, context);
  registerMessageOverrides(app, context);
  await registerSecurityHeaders(app, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  // Brotli or gzip for the SPA's files and the API's JSON: the sign-in page's JavaScript shrinks about
  // four times, which on a phone's connection is most of its first paint.
  await app.register(fastifyCompress, { threshold: 1024 });

  const runtimeConfig = {
    apiBaseUrl: context.config.apiBaseUrl,
    sessionTimeoutSeconds: sessionTimeoutSeconds(),
  };
  app.get('/runtime-config.js', (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(`window.__TRACKLANE_CONFIG__ = ${JSON.stringify(runtimeConfig)};\n`),
  );

  await app.register(apiPlugin, { context, handlers: handlers ?? allHandlers(context) });
  await app.register(apiDocs);
  await app.register(avatarFiles(context.config), { prefix: '/avatars' });
  await app.register(paymentRoutes(context));
  for (const plugin of plugins) await plugin(app);
  // Social sign-in's demo provider, with no outside service to set up: it signs anyone in as anyone.
  if (localProviderEnabled(context.config)) await app.register(localIdentityProvider(context.config));

  const hasSpa = existsSync(distDir);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The build's brotli and gzip copies (scripts/precompress.ts) are sent in place of the file to a
      // browser that takes them; they are no pages of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Built assets carry a content hash in their name, so a browser may keep them for good; the page
      // itself is asked for again each time, so a new build is picked up at once.
      setHeaders: (response, path) => {
        response.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  // The SPA owns every other page path (history fallback); API paths answer in the envelope.
  app.setNotFoundHandler((request, reply) => {
    const failed = routerFailure(request);
    if (failed) throw failed;
    if (request.method === 'GET' && !request.url.startsWith('/api/') && hasSpa) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(failure(request.t(commonMessages.notFound)));
  });

  return app;
}
