import net from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientKey, fastifyTrustProxy } from "./client-address";

const group = fc.integer({ min: 0, max: 0xffff });
const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });
const full = (g: number[]) => g.map((x) => x.toString(16).padStart(4, "0")).join(":");
/** The shortest form (zeros compressed, no leading zeros), as the WHATWG URL parser writes it. */
const shortest = (g: number[]) => new URL(`http://[${full(g)}]`).hostname.slice(1, -1);
const isMapped = (g: number[]) => g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
const ipv4 = fc.tuple(...Array.from({ length: 4 }, () => fc.integer({ min: 0, max: 255 }))).map((b) => b.join("."));

/** Whether `address` lies in the /64 a key names (Node's BlockList as the independent judge). */
function inKeyBlock(key: string, address: string): boolean {
  const list = new net.BlockList();
  list.addSubnet(key.replace(/\/64$/, ""), 64, "ipv6");
  return list.check(address, "ipv6");
}

describe("clientKey", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as it", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    fc.assert(
      fc.property(ipv4, (v4) => {
        expect(clientKey(v4)).toBe(v4);
        expect(clientKey(`::ffff:${v4}`)).toBe(v4);
        const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
        expect(clientKey(full([0, 0, 0, 0, 0, 0xffff, (a << 8) | b, (c << 8) | d]))).toBe(v4);
      }),
    );
  });

  it("counts an IPv6 address by its /64", () => {
    expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("gives one key to every address of a /64, in any spelling, and another to other /64s", () => {
    const notMapped = groups(8).filter((g) => !isMapped(g));
    fc.assert(
      fc.property(notMapped, groups(4), notMapped, (a, otherHost, b) => {
        const key = clientKey(full(a));
        const sameBlock = [...a.slice(0, 4), ...otherHost];
        expect(clientKey(shortest(a))).toBe(key);
        expect(clientKey(shortest(a).toUpperCase())).toBe(key);
        expect(clientKey(shortest(sameBlock))).toBe(key);
        expect(key).toMatch(/::\/64$/);
        expect(inKeyBlock(key, full(a))).toBe(true);
        const otherBlock = a.slice(0, 4).some((x, i) => x !== b[i]);
        expect(clientKey(shortest(b)) === key).toBe(!otherBlock);
      }),
    );
  });

  it("agrees with Node on any IPv6 address fast-check writes", () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        const key = clientKey(address);
        if (net.isIPv4(key)) expect(clientKey(`::ffff:${key}`)).toBe(key);
        else expect(inKeyBlock(key, address)).toBe(true);
      }),
    );
  });

  it("counts what is not an address as its text", () => {
    expect(clientKey("Garbage")).toBe("garbage");
    expect(clientKey("")).toBe("");
  });
});

describe("fastifyTrustProxy", () => {
  it("trusts nothing when unset, the nearest hops for a count, and the listed proxies as given", () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(0)).toBe(false);
    const list = ["10.0.0.10", "10.1.0.0/16"];
    expect(fastifyTrustProxy(list)).toBe(list);
    const two = fastifyTrustProxy(2);
    if (typeof two !== "function") throw new Error("a hop count gives a function");
    expect([0, 1, 2, 3].map((hop) => two("203.0.113.7", hop))).toEqual([true, true, false, false]);
  });
});
