import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppContext } from '../app-context.ts';
import { notImplemented, unauthenticated } from '../lib/http-error.ts';
import { authenticate } from './authenticate.ts';
import { loadContract, operationGuards, staffRequirements, type Guard } from './contract.ts';
import { itemsJudgedByHandlers } from './items-judged-by-handlers.ts';
import type { Handlers } from './handler.ts';
import { jsonBodies } from './json-bodies.ts';
import { multipartBodies } from './multipart.ts';
import { requestGuards } from './request-guards.ts';
import { requireStaff } from './require-staff.ts';

export interface ApiPluginOptions {
  context: AppContext;
  handlers: Handlers;
}

async function requireCaller(request: FastifyRequest) {
  if (!request.caller) throw unauthenticated();
}

/** An operation that takes an API key hears 401 before its body is read when neither credential came. */
async function requireCredentials(request: FastifyRequest) {
  if (!request.caller && request.headers['x-api-key'] === undefined) throw unauthenticated();
}

const credentialChecks = { required: [requireCaller], apiKey: [requireCredentials] } as const;

/** What an operation checks of the caller before its body is read. */
function checksOf(guard: Guard | undefined) {
  return guard === 'required' || guard === 'apiKey' ? credentialChecks[guard] : [];
}

/** Response serialisers by schema: compiling one for every response of every route takes seconds. */
const serializers = new Map<string, ReturnType<typeof fastJsonStringify>>();

/**
 * Fastify's own serialiser compiler (fast-json-stringify, the contract's schemas arriving with their
 * references resolved), compiled once per process for each schema: a server built again in the same
 * process, as each server test file does, reuses them.
 */
function cachedSerializer({ schema }: { schema: unknown }) {
  const key = JSON.stringify(schema);
  let serializer = serializers.get(key);
  if (!serializer) {
    serializer = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
    serializers.set(key, serializer);
  }
  return serializer;
}

/** Until its issue lands, an operation answers 501 in the envelope (README lists them as pending). */
async function pending(): Promise<never> {
  throw notImplemented();
}

/**
 * The API under /api/v1: every route, its validation and its serialisation come from the contract;
 * handlers are looked up by operationId. Whatever the contract refuses never reaches a handler
 * (request-guards.ts).
 */
export async function apiPlugin(app: FastifyInstance, { context, handlers }: ApiPluginOptions) {
  const contract = loadContract();
  const guards = operationGuards(contract);
  const inputGuards = requestGuards(contract);
  const staff = staffRequirements(contract);
  app.addHook('onRequest', authenticate(context.db));
  jsonBodies(app);
  await multipartBodies(app);
  await app.register(openapiGlue, {
    specification: itemsJudgedByHandlers(contract),
    // The contract's server URL (`/api/v1`) is where its paths live.
    prefix: contract.servers[0]?.url,
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as keyof Handlers] as
        ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | undefined;
      const input = inputGuards(operationId);
      const requirement = staff.get(operationId);
      const callerChecks = requirement
        ? [requireStaff(context.db, requirement)]
        : checksOf(guards.get(operationId));
      const options: Partial<RouteOptions> = {
        handler: handler ?? pending,
        serializerCompiler: cachedSerializer,
        // The caller is checked before the body is read, so a signed-out caller hears 401 (and one
        // without the operation's permission 403) rather than 415 or 422, and no body of theirs is parsed.
        preParsing: [...callerChecks, input.preParsing],
        preValidation: input.preValidation,
        preHandler: input.preHandler,
      };
      // The plugin merges these into the route it builds (method and url included), though its type
      // asks for whole route options.
      return options as RouteOptions;
    },
  });
}
