import { contactRoutes } from "@common/contact-basics";
import type { ContactMessageInput } from "@common/contact";
import { callByRoute } from "@web/lib/api-client";

/**
 * The contact form's call (document 001, section 7; the admin inbox's are in admin-api.ts). It is
 * named by its route, and its contract loads when the form is sent, with the request: /contact
 * shows and checks its form without loading any schema.
 */
export const sendMessage = (body: ContactMessageInput) =>
  callByRoute(contactRoutes.sendContactMessage, () => import("@common/contact.api").then((c) => c.sendContactMessage), {
    body,
  });
