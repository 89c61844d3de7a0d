import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { ASK_RATE_LIMIT } from "@common/assistants";
import { CONTACT_RATE_LIMIT } from "@common/contact";
import { DEFAULT_EXTRACTION_LIMITS, type ExtractionLimits } from "./features/documents/extract-limits";
import type { QuotaLimit, QuotaName } from "./http/global-quota";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], {
    message: "must be true or false",
  })
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

/**
 * Which proxies in front of the site are believed when they name the client (X-Forwarded-For,
 * -Host, -Proto): none (false), the nearest N hops, or the proxies at the given addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_FORMS =
  "false (the default: no proxy), the number of proxies in front of the site (1), " +
  "or their addresses or CIDR ranges, comma-separated (127.0.0.1,10.0.0.0/8)";

/** An address or CIDR range of a proxy, as Fastify's trustProxy reads it (`10.0.0.0/8`, `::1`). */
function isAddressRange(entry: string): boolean {
  const [address = "", prefix, ...more] = entry.split("/");
  const family = address.includes("%") ? 0 : net.isIP(address);
  if (!family || more.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxySetting = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (["false", "0", "no", "off"].includes(value)) return false;
  if (["true", "yes", "on"].includes(value)) {
    ctx.addIssue({
      code: "custom",
      message: `"${raw}" would believe an X-Forwarded-For header from anyone, so every per-address limit could be escaped; set ${TRUST_PROXY_FORMS}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((e) => e.trim());
  const bad = entries.find((e) => !isAddressRange(e));
  if (bad !== undefined) {
    ctx.addIssue({ code: "custom", message: `"${bad}" is not an address or CIDR range; set ${TRUST_PROXY_FORMS}` });
    return z.NEVER;
  }
  return entries;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(0)
    .max(65535)
    .default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DEMO_CONTENT: bool.default(true),
  WEB_DIR: z.string().min(1).default("dist/web"),
  TRUST_PROXY: trustProxySetting.default(false),
  LLM_BASE_URL: z.url({ message: "must be a URL such as http://127.0.0.1:11434/v1" }).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce
    .number({ message: "must be a number of milliseconds" })
    .int()
    .min(100)
    .max(120_000)
    .default(15_000),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number({ message: "must be a number" }).int().min(1).max(1_000_000).default(20),
  INGEST_LEASE_SECONDS: z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(2)
    .max(3600)
    .default(60),
  EXTRACT_DOCUMENT_TIMEOUT_SECONDS: z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(10)
    .max(24 * 3600)
    .default(DEFAULT_EXTRACTION_LIMITS.documentTimeoutMs / 1000),
  OCR_MAX_PAGES: z.coerce
    .number({ message: "must be a number of pages" })
    .int("must be a whole number")
    .min(0)
    .max(100_000)
    .default(DEFAULT_EXTRACTION_LIMITS.maxOcrPages),
  PDF_MAX_IMAGE_PIXELS: z.coerce
    .number({ message: "must be a number of pixels" })
    .int("must be a whole number")
    .min(1_000_000)
    .max(1_000_000_000)
    .default(DEFAULT_EXTRACTION_LIMITS.maxImageSize),
  ASK_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1)
    .max(1_000_000)
    .default(ASK_RATE_LIMIT.max),
  CONTACT_RATE_LIMIT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1)
    .max(1_000_000)
    .default(CONTACT_RATE_LIMIT.max),
  CONTACT_RATE_LIMIT_WINDOW_MINUTES: z.coerce
    .number({ message: "must be a number of minutes" })
    .int("must be a whole number")
    .min(1)
    .max(7 * 24 * 60)
    .default(CONTACT_RATE_LIMIT.windowMs / 60_000),
  PUBLIC_URL: z
    .url({ message: "must be the site's address, such as https://ramonacommunityguide.org" })
    .regex(/^https?:\/\//, "must start with http:// or https://")
    .optional(),
  SMTP_URL: z
    .url({ message: "must be a URL such as smtps://user:pass@mail.example.org:465" })
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
      'must be an address such as "Ramona Alerts <alerts@example.org>"',
    )
    .optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  demoContent: boolean;
  /** The proxies whose forwarded headers are believed (TRUST_PROXY); false: none, the socket's address counts. */
  trustProxy: TrustProxy;
  webDir: string;
  llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | null;
  /** Limits of the login and register calls; defaults apply when absent. */
  auth?: AuthLimits;
  /**
   * How long an instance's claim on an ingestion job lasts without being renewed: a job held by an
   * instance that died is taken over by another once this has passed.
   */
  ingestLeaseSeconds: number;
  /** Limits of reading a PDF (documents/extract-limits.ts); the defaults apply when absent. */
  extraction?: ExtractionLimits;
  /** Limits of the assistants' questions and the contact form; defaults apply when absent. */
  limits?: RequestLimits;
  /** Global quotas of anonymous writes (http/global-quota.ts); the defaults apply to those not named. */
  quotas?: Partial<Record<QuotaName, QuotaLimit>>;
  /** The site's public address, without a trailing slash: the base of links in feeds and e-mail. */
  publicUrl: string;
  /** Outgoing e-mail (alerts); null when SMTP is not configured: the site then offers feeds only. */
  mail: MailConfig | null;
};

export type MailConfig = { smtpUrl: string; from: string };

export type RequestLimits = {
  /** Questions per minute per client address, on each assistant's ask call. */
  askPerMinute: number;
  /** Contact messages per client address within the window. */
  contactMessages: number;
  contactWindowMs: number;
};

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  askPerMinute: ASK_RATE_LIMIT.max,
  contactMessages: CONTACT_RATE_LIMIT.max,
  contactWindowMs: CONTACT_RATE_LIMIT.windowMs,
};

/** The request limits of a configuration (the defaults when it names none). */
export const requestLimits = (config: Config): RequestLimits => config.limits ?? DEFAULT_REQUEST_LIMITS;

export type AuthLimits = {
  /** Requests per minute per client address on each login and register route. */
  routeLimitPerMinute: number;
  /**
   * Failed logins of one account from one client address within the window before that pair is
   * slowed: then each further try waits `pairDelayMs` after the last failure, doubled with each
   * failure, up to the window.
   */
  maxFailuresPerPair: number;
  pairDelayMs: number;
  /**
   * Failed logins of one account within the window before it is refused from every address, each
   * address counting for at most `accountFailuresPerAddress` of them: only guessing spread over
   * many addresses reaches it, never one or a few addresses.
   */
  maxFailuresPerAccount: number;
  accountFailuresPerAddress: number;
  /** Failed logins from one client address, whatever the names, within the window. */
  maxFailuresPerAddress: number;
  failureWindowMs: number;
};

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  routeLimitPerMinute: 20,
  maxFailuresPerPair: 5,
  pairDelayMs: 30 * 1000,
  maxFailuresPerAccount: 20,
  accountFailuresPerAddress: 2,
  maxFailuresPerAddress: 20,
  failureWindowMs: 15 * 60 * 1000,
};

export class ConfigError extends Error {}

/** The host of the default public address: a wildcard listening address is reached as localhost. */
const localHost = (host: string) =>
  host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;

/** Reads and validates the environment once, at start-up. Nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if ((e.LLM_BASE_URL && !e.LLM_MODEL) || (!e.LLM_BASE_URL && e.LLM_MODEL)) {
    throw new ConfigError("Invalid configuration:\n  LLM_BASE_URL and LLM_MODEL must be set together (or neither)");
  }
  if (Boolean(e.SMTP_URL) !== Boolean(e.MAIL_FROM)) {
    throw new ConfigError("Invalid configuration:\n  SMTP_URL and MAIL_FROM must be set together (or neither)");
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    demoContent: e.DEMO_CONTENT,
    trustProxy: e.TRUST_PROXY,
    webDir: path.resolve(e.WEB_DIR),
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
        : null,
    auth: { ...DEFAULT_AUTH_LIMITS, routeLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE },
    ingestLeaseSeconds: e.INGEST_LEASE_SECONDS,
    extraction: {
      documentTimeoutMs: e.EXTRACT_DOCUMENT_TIMEOUT_SECONDS * 1000,
      maxOcrPages: e.OCR_MAX_PAGES,
      maxImageSize: e.PDF_MAX_IMAGE_PIXELS,
    },
    limits: {
      askPerMinute: e.ASK_RATE_LIMIT_PER_MINUTE,
      contactMessages: e.CONTACT_RATE_LIMIT,
      contactWindowMs: e.CONTACT_RATE_LIMIT_WINDOW_MINUTES * 60_000,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://${localHost(e.HOST)}:${e.PORT}`).replace(/\/+$/, ""),
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : null,
  };
}
