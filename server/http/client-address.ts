import type { TrustProxy } from "../config";

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. A hop count becomes a function trusting the
 * nearest hops, since Fastify 5.12 reads a bare number as "trust nothing"; a list of addresses and
 * ranges is given as it is, and only those proxies' forwarded headers are believed.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | TrustFunction {
  if (typeof setting === "number") return setting > 0 ? (_address, hop) => hop < setting : false;
  return setting;
}
