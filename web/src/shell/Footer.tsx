import { Link } from "react-router";
import { COPYRIGHT_YEAR, DISCLAIMER, FOOTER_LINKS, POSTAL_ADDRESS, SITE_NAME, SITE_TAGLINE } from "@content/site";

export function Footer() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-brand-900 text-stone-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-white">{SITE_NAME}</p>
          <p className="mt-1 text-sm text-stone-300">{SITE_TAGLINE}</p>
          <address className="mt-4 text-sm text-stone-300 not-italic">
            {POSTAL_ADDRESS.lines.map((l) => (
              <span key={l} className="block">
                {l}
              </span>
            ))}
          </address>
        </div>
        <nav aria-label="Footer" className="md:col-span-2">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="text-stone-100 hover:text-sun-300 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-6xl px-4 py-6 text-xs leading-5 text-stone-300 sm:px-6">
          <p>{DISCLAIMER}</p>
          <p className="mt-2">
            © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
