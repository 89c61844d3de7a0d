import { clsx } from "clsx";
import type { ComponentPropsWithoutRef, ReactNode } from "react";

/** Small shared building blocks so pages look alike. */
export function Container({ className, ...p }: ComponentPropsWithoutRef<"div">) {
  return <div className={clsx("mx-auto w-full max-w-6xl px-4 sm:px-6", className)} {...p} />;
}

export function PageHeader({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-stone-50">
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-3xl text-lg text-stone-700">{intro}</p>}
        {children}
      </Container>
    </header>
  );
}

export function Card({ className, ...p }: ComponentPropsWithoutRef<"div">) {
  return <div className={clsx("rounded-xl border border-stone-200 bg-white p-5 shadow-sm", className)} {...p} />;
}

type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
const buttonStyles: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-stone-400",
  secondary: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:text-stone-500 disabled:border-stone-300",
  ghost: "text-brand-800 hover:bg-brand-50",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-stone-400",
};

export function buttonClass(variant: ButtonVariant = "primary", className?: string) {
  return clsx(
    "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed",
    buttonStyles[variant],
    className,
  );
}

export function Button({
  variant = "primary",
  className,
  type = "button",
  ...p
}: ComponentPropsWithoutRef<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...p} />;
}

export function Badge({ tone = "neutral", className, ...p }: ComponentPropsWithoutRef<"span"> & { tone?: "neutral" | "good" | "warn" | "bad" }) {
  const tones = {
    neutral: "bg-stone-100 text-stone-800",
    good: "bg-brand-100 text-brand-800",
    warn: "bg-sun-100 text-sun-700",
    bad: "bg-red-100 text-red-800",
  };
  return <span className={clsx("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[tone], className)} {...p} />;
}

/** A link that leaves the site: new tab, safe rel, and a hint for screen readers. */
export function ExternalLink({ children, className, ...p }: ComponentPropsWithoutRef<"a">) {
  return (
    <a target="_blank" rel="noopener noreferrer" className={className} {...p}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
