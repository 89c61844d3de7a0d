import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseInput } from "../../http/errors";
import { etagOf, matchesEtag } from "../../http/etag";
import { feedDocument, type FeedFormat } from "./feed-service";
import type { FollowDeps } from "./service";

/** `/feeds/{token}.xml` (RSS 2.0), `.atom` (Atom 1.0), `.ics` (iCalendar): FEED_PATHS of the contract. */
const FeedFileSchema = z.strictObject({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.(xml|atom|ics)$/, "is not a feed address (/feeds/{token}.xml, .atom or .ics)"),
});

/** Feed readers poll: a short cache, and a 304 for what they already have. */
const MAX_AGE_SECONDS = 300;

export function registerFeedRoutes(app: FastifyInstance, deps: FollowDeps) {
  app.get("/feeds/:file", { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } }, async (req, reply) => {
    const { file } = parseInput(FeedFileSchema, req.params, "Feed address");
    const [token, ext] = file.split(".") as [string, FeedFormat];
    const feed = await feedDocument(deps, token, ext);
    const etag = etagOf(feed.body);
    reply
      .header("content-type", feed.contentType)
      .header("cache-control", `${feed.private ? "private" : "public"}, max-age=${MAX_AGE_SECONDS}`)
      .header("etag", etag)
      .header("x-robots-tag", "noindex");
    if (matchesEtag(req.headers["if-none-match"], etag)) return reply.status(304).send();
    return reply.send(feed.body);
  });
}
