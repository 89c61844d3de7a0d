import { afterEach, describe, expect, it, vi } from "vitest";
import { followRoutes, isMailToken } from "@common/follow-basics";
import { MailTokenParamsSchema } from "@common/follows";
import {
  confirmSubscription,
  subscriptionToConfirm,
  subscriptionToUnsubscribe,
  unsubscribe,
} from "@common/follows.api";
import { ApiError } from "@web/lib/request";
import { confirmSubscriptionByLink } from "./confirm-subscription";
import { unsubscribeByLink } from "./unsubscribe";

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const TOKEN = "t".repeat(43);
const RESULT = { message: "Subscription confirmed", label: "Ramona Community Planning Group" };

describe("the calls of a mail's links", () => {
  it("name the contracts' own routes", () => {
    expect(followRoutes.confirmSubscription).toEqual({
      method: confirmSubscription.method,
      path: confirmSubscription.path,
    });
    expect(followRoutes.unsubscribe).toEqual({ method: unsubscribe.method, path: unsubscribe.path });
    expect(followRoutes.subscriptionToConfirm).toEqual({
      method: subscriptionToConfirm.method,
      path: subscriptionToConfirm.path,
    });
    expect(followRoutes.subscriptionToUnsubscribe).toEqual({
      method: subscriptionToUnsubscribe.method,
      path: subscriptionToUnsubscribe.path,
    });
  });

  it("take a link's token as the contract does", () => {
    for (const token of [
      TOKEN,
      "A-z_09".padEnd(43, "x"),
      "",
      "abc",
      "t".repeat(42),
      "t".repeat(44),
      `${"t".repeat(42)}=`,
      `${"t".repeat(42)}/`,
    ]) {
      expect(isMailToken(token), JSON.stringify(token)).toBe(MailTokenParamsSchema.safeParse({ token }).success);
    }
  });

  it("post the token and read the answer with the contract's schema, loaded with the request", async () => {
    const fetchMock = vi.fn(async () => json(RESULT));
    vi.stubGlobal("fetch", fetchMock);
    await expect(confirmSubscriptionByLink(TOKEN)).resolves.toEqual(RESULT);
    expect(fetchMock).toHaveBeenLastCalledWith(
      `/api/subscriptions/confirm/${TOKEN}`,
      expect.objectContaining({ method: "POST", body: undefined }),
    );
    await expect(unsubscribeByLink(TOKEN)).resolves.toEqual(RESULT);
    expect(fetchMock).toHaveBeenLastCalledWith(
      `/api/subscriptions/unsubscribe/${TOKEN}`,
      expect.objectContaining({ method: "POST", body: undefined }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockImplementation(async () => json({ message: "Unsubscribed" }));
    await expect(unsubscribeByLink(TOKEN)).rejects.toThrow();
  });

  it("give a refused link as an ApiError with its status and the server's reason", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: "This confirmation link has expired" }, 410)),
    );
    const failure = await confirmSubscriptionByLink(TOKEN).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(410);
    expect((failure as ApiError).serverMessage).toBe("This confirmation link has expired");
  });
});
