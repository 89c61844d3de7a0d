import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { AppContext } from "../../context";
import { AppError, forbidden } from "../../http/errors";
import { ADMIN_PENDING_MESSAGE } from "@common/accounts";
import { resolveSession, type ResolvedSession } from "./sessions";
import { bearerToken } from "./tokens";

export type SessionAdmin = { id: number; username: string };
export type SessionUser = { id: number; username: string; email: string; firstName: string; lastName: string };

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireAdmin (and requireUserOrAdmin for an admin): the approved admin. */
    admin?: SessionAdmin;
    /** Set by requireUser (and requireUserOrAdmin for a resident): the logged-in resident. */
    user?: SessionUser;
    /** The id of the session row behind this request (for logout). */
    sessionRowId?: number;
  }
}

export const NOT_LOGGED_IN = "Authentication required. Please log in.";
export const SESSION_INVALID = "Your session is invalid or has expired. Please log in again.";
export const ADMIN_ONLY = "This needs an approved admin's session";
export const RESIDENT_ONLY = "This needs a resident account's session, not an admin session";

async function sessionOf(ctx: AppContext, req: FastifyRequest): Promise<ResolvedSession> {
  const token = bearerToken(req.headers.authorization);
  if (!token) {
    throw new AppError("unauthorized", req.headers.authorization ? SESSION_INVALID : NOT_LOGGED_IN, {
      "www-authenticate": "Bearer",
    });
  }
  const session = await resolveSession(ctx.db, token);
  if (!session) throw new AppError("unauthorized", SESSION_INVALID, { "www-authenticate": "Bearer" });
  req.sessionRowId = session.sessionId;
  return session;
}

function asAdmin(req: FastifyRequest, session: Extract<ResolvedSession, { kind: "admin" }>) {
  if (!session.admin.isApproved) throw forbidden(ADMIN_PENDING_MESSAGE);
  req.admin = { id: session.admin.id, username: session.admin.username };
}

/**
 * Fastify preHandler hooks for the three kinds of protected calls. Failures: 401 for no, invalid
 * or expired session; 403 for a session of the wrong kind or a pending admin.
 */
export function makeGuards(ctx: AppContext) {
  const requireAdmin: preHandlerAsyncHookHandler = async (req) => {
    const session = await sessionOf(ctx, req);
    if (session.kind !== "admin") throw forbidden(ADMIN_ONLY);
    asAdmin(req, session);
  };
  const requireUser: preHandlerAsyncHookHandler = async (req) => {
    const session = await sessionOf(ctx, req);
    if (session.kind !== "user") throw forbidden(RESIDENT_ONLY);
    req.user = session.user;
  };
  const requireUserOrAdmin: preHandlerAsyncHookHandler = async (req) => {
    const session = await sessionOf(ctx, req);
    if (session.kind === "user") req.user = session.user;
    else asAdmin(req, session);
  };
  /**
   * For calls open to anyone that keep what they make for its owner: a live resident session sets
   * `req.user`, an approved admin's `req.admin`; no session, or one refused, leaves the caller anonymous.
   */
  const identify: preHandlerAsyncHookHandler = async (req) => {
    const token = bearerToken(req.headers.authorization);
    const session = token ? await resolveSession(ctx.db, token) : null;
    if (session?.kind === "user") req.user = session.user;
    else if (session?.kind === "admin" && session.admin.isApproved)
      req.admin = { id: session.admin.id, username: session.admin.username };
  };
  return { requireAdmin, requireUser, requireUserOrAdmin, identify };
}
