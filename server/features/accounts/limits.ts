import type { AppContext } from "../../context";
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from "../../config";

export function authLimits(ctx: AppContext): AuthLimits {
  return ctx.config.auth ?? DEFAULT_AUTH_LIMITS;
}

/** Per-address limit of the register and login calls (on top of the failed-login throttle). */
export function authRouteLimit(ctx: AppContext) {
  return { rateLimit: { max: authLimits(ctx).routeLimitPerMinute, timeWindow: 60_000 } };
}
