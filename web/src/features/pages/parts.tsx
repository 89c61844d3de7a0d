import { clsx } from "clsx";
import type React from "react";
import { ArrowRight, ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ContentLink, ContentSection } from "@content/types";
import { ExternalLink } from "@web/ui/kit";

/** A content link: internal ones navigate in the same tab, others open a new tab. */
export function SmartLink({
  link,
  className,
  children,
  icon = true,
}: {
  link: Pick<ContentLink, "href" | "internal"> & { label?: string };
  className?: string;
  children?: ReactNode;
  icon?: boolean;
}) {
  const label = children ?? link.label;
  if (link.internal) {
    return (
      <Link to={link.href} className={className}>
        {label}
        {icon && <ArrowRight className="h-4 w-4 shrink-0" aria-hidden />}
      </Link>
    );
  }
  return (
    <ExternalLink href={link.href} className={className}>
      {label}
      {icon && <ExternalIcon className="h-4 w-4 shrink-0" aria-hidden />}
    </ExternalLink>
  );
}

export const textLink =
  "inline-flex items-center gap-1 font-semibold text-brand-700 underline decoration-brand-200 decoration-2 hover:decoration-brand-700";

/** A page section with an anchor, a heading and optional intro. */
export function Section({
  id,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={clsx("scroll-mt-24", className)}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-brand-800">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-3xl text-stone-700">{intro}</p>}
      {children}
    </section>
  );
}

/** Paragraphs and points of a content section, set for reading. */
export function Prose({
  section,
  className,
}: {
  section: Pick<ContentSection, "paragraphs" | "points">;
  className?: string;
}) {
  return (
    <div className={clsx("max-w-prose text-stone-800", className)}>
      {section.paragraphs.map((p) => (
        <p key={p} className="mt-3 leading-7">
          {p}
        </p>
      ))}
      {section.points && (
        <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-7 marker:text-brand-600">
          {section.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A list with check marks, for highlights and benefits. */
export function TickList({
  items,
  className,
  tone = "brand",
}: {
  items: string[];
  className?: string;
  tone?: "brand" | "sun";
}) {
  return (
    <ul className={clsx("space-y-1.5 text-sm text-stone-700", className)}>
      {items.map((i) => (
        <li key={i} className="flex gap-2">
          <span
            aria-hidden
            className={clsx("mt-2 h-1.5 w-1.5 shrink-0 rounded-full", tone === "brand" ? "bg-brand-600" : "bg-sun-500")}
          />
          <span>{i}</span>
        </li>
      ))}
    </ul>
  );
}

/** A tinted panel, for summaries and calls to action beside white cards. */
export function TintCard({ className, ...p }: React.ComponentPropsWithoutRef<"div">) {
  return <div className={clsx("rounded-xl border border-brand-200 bg-brand-50 p-5", className)} {...p} />;
}
