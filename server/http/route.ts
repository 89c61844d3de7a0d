import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { CallContract, CallInput } from "@common/contract";
import { parseInput } from "./errors";

export type CallHandler<C extends CallContract> = (
  input: CallInput<C>,
  req: FastifyRequest,
  reply: FastifyReply,
) => unknown | Promise<unknown>;

/**
 * Registers a route from its shared contract: the method and path come from common/, and the
 * params, query and body are validated with the contract's schemas (400 with the part's name on a
 * mismatch) before the handler runs.
 */
export function route<C extends CallContract>(
  app: FastifyInstance,
  call: C,
  options: RouteShorthandOptions,
  handler: CallHandler<C>,
) {
  app.route({
    ...options,
    method: call.method,
    url: call.path,
    handler: async (req, reply) => {
      const input = {
        params: call.params ? parseInput(call.params, req.params, call.what?.params) : undefined,
        query: call.query ? parseInput(call.query, req.query, call.what?.query) : undefined,
        body: call.body ? parseInput(call.body, req.body, call.what?.body) : undefined,
      } as CallInput<C>;
      return handler(input, req, reply);
    },
  });
}
