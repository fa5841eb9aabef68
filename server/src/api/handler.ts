import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '#contract';

/** Every operation of the contract, by its operationId. */
export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Responses<O extends OperationId> = operations[O]['responses'];
type Parameters<O extends OperationId> = operations[O]['parameters'];

export type RequestBody<O extends OperationId> = operations[O] extends { requestBody?: infer Body }
  ? JsonOf<NonNullable<Body>>
  : undefined;

/** The JSON a handler answers with: the operation's 2xx response as the contract declares it. */
export type SuccessBody<O extends OperationId> = {
  [S in keyof Responses<O>]: S extends 200 | 201 | 202 ? JsonOf<Responses<O>[S]> : never;
}[keyof Responses<O>];

export type OperationRequest<O extends OperationId> = FastifyRequest<{
  Body: RequestBody<O>;
  Querystring: NonNullable<Parameters<O>['query']>;
  Params: NonNullable<Parameters<O>['path']>;
}>;

/** Implements one operation; the route, validation and serialisation come from the contract. */
export type Handler<O extends OperationId> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<SuccessBody<O>>;

/** The handlers of one tag (or several), keyed by operationId. */
export type Handlers = { [O in OperationId]?: Handler<O> };
