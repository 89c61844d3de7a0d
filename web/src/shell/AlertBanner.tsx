import { Link } from "react-router";
import { TriangleAlert } from "lucide-react";
import { ALERT_BANNER } from "@content/site";

export function AlertBanner() {
  return (
    <div role="region" aria-label="Community alert" className="bg-alert-800 text-white">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm sm:px-6">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          {ALERT_BANNER.text}{" "}
          <Link to={ALERT_BANNER.href} className="font-semibold whitespace-nowrap underline hover:no-underline">
            {ALERT_BANNER.linkLabel}
          </Link>
        </span>
      </p>
    </div>
  );
}
