import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { isMailToken } from "@common/follow-basics";
import type { SubscriptionActionResult } from "@common/follows";
import { errorMessage } from "@web/lib/request";
import { Button, Card, Container, PageHeader } from "@web/ui/kit";

export const BAD_LINK_MESSAGE = "This link is not complete. Open it from the e-mail again, or copy all of it.";
const link = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700";

/**
 * Asking first: the page reads what the link would do (`read`, a GET that changes nothing) and
 * posts the token only when the button is pressed. Mail scanners open links; a press is a person.
 */
export type AskFirst<T> = { read: UseQueryResult<T, Error>; show: (value: T) => ReactNode; button: string };

/**
 * A page a link of a mail opens (no sign-in): it shows what the link would do (`askFirst`), posts
 * the link's token only when its button is pressed, and says what happened.
 */
export function MailLinkPage<T>({
  title,
  working,
  action,
  done,
  failed,
  failure,
  askFirst,
}: {
  title: string;
  /** Said while the call runs (and in the page the server renders). */
  working: string;
  action: UseMutationResult<SubscriptionActionResult, Error, string>;
  /** The heading of success, from the subscription's label, and what it means. */
  done: (label: string) => { heading: string; text: ReactNode };
  /** The heading of a failure ("You were not unsubscribed"). */
  failed: string;
  /** The message of a failure, from the error. */
  failure: (err: Error) => string;
  askFirst: AskFirst<T>;
}) {
  const token = useParams().token ?? "";
  const valid = isMailToken(token);
  const { mutate } = action;
  const result = action.data ? done(action.data.label) : null;
  const failedWith = action.error ?? askFirst.read.error;
  const error = !valid ? BAD_LINK_MESSAGE : failedWith ? failure(failedWith) : null;
  const asking = askFirst.read.data !== undefined && !action.isPending ? askFirst.read.data : undefined;
  return (
    <>
      <PageHeader title={title} />
      <Container className="py-10">
        <Card className="mx-auto grid max-w-xl min-w-0 gap-3">
          {result ? (
            <div role="status" className="grid gap-2">
              <h2 className="text-xl font-semibold text-brand-800 wrap-anywhere">{result.heading}</h2>
              <div className="text-stone-800">{result.text}</div>
            </div>
          ) : error ? (
            <div role="alert" className="grid gap-2">
              <h2 className="text-xl font-semibold text-red-800">{failed}</h2>
              <p className="text-stone-800 wrap-anywhere">{error}</p>
            </div>
          ) : asking !== undefined ? (
            <div className="grid justify-items-start gap-3">
              <div className="text-stone-800 wrap-anywhere">{askFirst.show(asking)}</div>
              <Button onClick={() => mutate(token)}>{askFirst.button}</Button>
            </div>
          ) : (
            <p role="status" className="text-stone-700">
              {working}
            </p>
          )}
          <p className="text-sm text-stone-700">
            Follow a search, a project or a body from its{" "}
            <Link to="/documents/history" className={link}>
              history
            </Link>
            ,{" "}
            <Link to="/government" className={link}>
              Government
            </Link>{" "}
            or{" "}
            <Link to="/meetings" className={link}>
              Meetings
            </Link>{" "}
            page; signed in, manage your subscriptions from your account.
          </p>
        </Card>
      </Container>
    </>
  );
}

/** The server's reason for a failed link, or the request's own message. */
export const linkFailure = (err: Error) => errorMessage(err, err.message) ?? err.message;
