import { ApiError } from "./request";

/**
 * The server refused the admin session during use: the screen has already gone back to its login.
 * Apart from the session (admin-session.tsx), so the data client every page loads can recognise it
 * without loading the admin session and its calls.
 */
export class AdminSessionExpiredError extends ApiError {
  constructor(cause: ApiError) {
    super(cause.status, cause.body, cause.message);
    this.name = "AdminSessionExpiredError";
  }
}
