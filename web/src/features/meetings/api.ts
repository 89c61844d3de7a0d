import { meetingRoutes } from "@common/meeting-basics";
import type { MeetingDetail } from "@common/meetings";
import { routeQuery, type CallSender } from "@web/lib/api-client";
import { ApiError } from "@web/lib/request";

/**
 * The meetings' calls: a meeting (its documents, agenda and decisions) and the next meetings with
 * their posted agendas. Named by route, so the pages show their data before any schema is built.
 */
const calls = () => import("@common/meetings.api");

/** A meeting; null when there is no such meeting (a 404) or its address is not one (a 400). */
export const meetingQuery = (body: string, date: string, send?: CallSender) => {
  const { queryKey, queryFn } = routeQuery(
    meetingRoutes.getMeeting,
    () => calls().then((c) => c.getMeeting),
    { params: { body: body as MeetingDetail["body"], date } },
    send,
  );
  return {
    queryKey,
    queryFn: async (context: { signal: AbortSignal }): Promise<MeetingDetail | null> => {
      try {
        return await queryFn(context);
      } catch (err) {
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
        throw err;
      }
    },
  };
};

/** The next `limit` meetings of every body with their agendas once posted. */
export const upcomingQuery = (limit: number, send?: CallSender) =>
  routeQuery(
    meetingRoutes.upcomingMeetings,
    () => calls().then((c) => c.upcomingMeetings),
    { query: { limit: String(limit) } },
    send,
  );
