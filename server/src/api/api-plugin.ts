import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppContext } from '../app-context.ts';
import { notImplemented, unauthenticated } from '../lib/http-error.ts';
import { authenticate } from './authenticate.ts';
import { loadContract, operationGuards } from './contract.ts';
import type { Handlers } from './handler.ts';
import { multipartBodies } from './multipart.ts';

export interface ApiPluginOptions {
  context: AppContext;
  handlers: Handlers;
}

async function requireCaller(request: FastifyRequest) {
  if (!request.caller) throw unauthenticated();
}

/** Until its issue lands, an operation answers 501 in the envelope (README lists them as pending). */
async function pending(): Promise<never> {
  throw notImplemented();
}

/**
 * The API under /api/v1: every route, its validation and its serialisation come from the contract;
 * handlers are looked up by operationId.
 */
export async function apiPlugin(app: FastifyInstance, { context, handlers }: ApiPluginOptions) {
  const contract = loadContract();
  const guards = operationGuards(contract);
  app.addHook('onRequest', authenticate(context.db));
  await multipartBodies(app);
  await app.register(openapiGlue, {
    specification: contract,
    // The contract's server URL (`/api/v1`) is where its paths live.
    prefix: contract.servers[0]?.url,
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as keyof Handlers] as
        ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | undefined;
      const options = {
        handler: (handler ?? pending) as RouteHandlerMethod,
        // Checked before validation, so a signed-out caller hears 401 rather than 422.
        ...(guards.get(operationId) === 'required' && { preValidation: requireCaller }),
      };
      // The plugin merges these into the route it builds (method and url included), though its type
      // asks for whole route options.
      return options as RouteOptions;
    },
  });
}
