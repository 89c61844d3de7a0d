import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS, CONTACT_LIMITS, contactRoutes } from "@common/contact-basics";
import * as contact from "@common/contact";
import { sendContactMessage } from "@common/contact.api";
import { ApiError } from "@web/lib/request";
import { sendMessage } from "./api";

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const MESSAGE = {
  name: "Sam Rider",
  email: "sam@example.com",
  category: "rcpg",
  subject: "Horse trail crossing",
  message: "Could the planning group look at a trail crossing?",
} as const;

describe("the contact form's call", () => {
  it("names the contract's own route, and the schema module gives the page's constants unchanged", () => {
    expect(contactRoutes.sendContactMessage).toEqual({
      method: sendContactMessage.method,
      path: sendContactMessage.path,
    });
    expect(contact.CONTACT_CATEGORIES).toBe(CONTACT_CATEGORIES);
    expect(contact.CONTACT_CATEGORY_LABELS).toBe(CONTACT_CATEGORY_LABELS);
    expect(contact.CONTACT_LIMITS).toBe(CONTACT_LIMITS);
  });

  it("posts the message as JSON and reads the answer with the contract's schema, loaded with the request", async () => {
    const fetchMock = vi.fn(async () => json({ ok: true, id: 12 }, 201));
    vi.stubGlobal("fetch", fetchMock);
    await expect(sendMessage(MESSAGE)).resolves.toEqual({ ok: true, id: 12 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/contact",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify(MESSAGE),
        headers: expect.objectContaining({ "Content-Type": "application/json" }),
      }),
    );

    fetchMock.mockImplementation(async () => json({ ok: "yes" }, 201));
    await expect(sendMessage(MESSAGE)).rejects.toThrow();
  });

  it("gives the server's refusal as an ApiError with its reason, for the form's toast", async () => {
    const error = "Message is invalid: email: must be a valid e-mail address";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error }, 400)),
    );
    const failure = await sendMessage({ ...MESSAGE, email: "not-an-email" }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).serverMessage).toBe(error);
  });
});
