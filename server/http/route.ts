import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from "fastify";
import type { CallContract, CallInput } from "@common/contract";
import { parseInput } from "./errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The shared contract a route was registered from (route() sets it). */
    call?: CallContract;
  }
}

export type CallHandler<C extends CallContract> = (
  input: CallInput<C>,
  req: FastifyRequest,
  reply: FastifyReply,
) => unknown | Promise<unknown>;

const inputs = new WeakMap<FastifyRequest, unknown>();

const asList = (h: RouteShorthandOptions["preHandler"]): Array<preHandlerHookHandler | preHandlerAsyncHookHandler> =>
  h === undefined ? [] : Array.isArray(h) ? [...h] : [h];

/**
 * Registers a route from its shared contract: the method and path come from common/, and the
 * params, query and body are validated with the contract's schemas (400 with the part's name on a
 * mismatch) before the handler runs.
 *
 * Validation is the last of the route's own preHandler hooks: after authentication (a visitor
 * without a session learns nothing about the input), and before a rate limit that a route counts
 * in its preHandler (`rateLimit.hook: "preHandler"`), so that a refused input does not count.
 */
export function route<C extends CallContract>(
  app: FastifyInstance,
  call: C,
  options: RouteShorthandOptions,
  handler: CallHandler<C>,
) {
  const validate: preHandlerAsyncHookHandler = async (req) => {
    inputs.set(req, {
      params: call.params ? parseInput(call.params, req.params, call.what?.params) : undefined,
      query: call.query ? parseInput(call.query, req.query, call.what?.query) : undefined,
      body: call.body ? parseInput(call.body, req.body, call.what?.body) : undefined,
    });
  };
  app.route({
    ...options,
    config: { ...options.config, call },
    method: call.method,
    url: call.path,
    preHandler: [...asList(options.preHandler), validate],
    handler: async (req, reply) => handler(inputs.get(req) as CallInput<C>, req, reply),
  });
}
