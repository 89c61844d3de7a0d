import net from "node:net";
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

/** The eight 16-bit groups of an IPv6 address (one net.isIPv6 accepts), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split("%")[0]!.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups =
    tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The key under which a client address is counted by every per-address limit and count (the rate
 * limits, the login throttle, the feedback visitor): an IPv4 address as it is; an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`) as its IPv4 address; any other IPv6 address by its /64 prefix
 * (`2001:db8:1:2::/64`), the block one home or one server is given, so that the many addresses of
 * one client count once. Anything else (not an address) is counted as the text it is.
 */
export function clientKey(address: string): string {
  if (net.isIPv4(address)) return address;
  const groups = net.isIPv6(address) ? ipv6Groups(address) : null;
  if (!groups) return address.toLowerCase();
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  const prefix = groups.slice(0, 4).map((g) => g.toString(16));
  return `${prefix.join(":")}::/64`;
}
