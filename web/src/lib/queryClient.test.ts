import { afterEach, describe, expect, it, vi } from "vitest";

const toast = vi.fn();
vi.mock("@web/ui/use-toast", () => ({ toast }));

const { createQueryClient } = await import("./queryClient");
const { adminFailure, AdminSessionExpiredError } = await import("./admin-session");
const { ApiError } = await import("./request");

afterEach(() => toast.mockReset());

/** Runs a mutation that fails with `err` through a fresh data client. */
async function fail(err: unknown) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(err),
    meta: { errorTitle: "Change failed", errorFallback: "Please try again." },
  });
  await mutation.execute(undefined).catch(() => {});
}

describe("the data client's failure toasts", () => {
  it("show a failed mutation's title with the server's reason", async () => {
    await fail(new ApiError(400, JSON.stringify({ error: "Name: is required" }), "400"));
    expect(toast).toHaveBeenCalledWith({
      title: "Change failed",
      description: "Name: is required",
      variant: "destructive",
    });
  });

  it("show nothing more for a refused admin session, the error the admin session gives", async () => {
    const expired = adminFailure(new ApiError(401, JSON.stringify({ error: "Unauthorized" }), "401"));
    expect(expired).toBeInstanceOf(AdminSessionExpiredError);
    await fail(expired);
    expect(toast).not.toHaveBeenCalled();
  });
});
