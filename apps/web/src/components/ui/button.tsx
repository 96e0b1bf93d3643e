import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "secondary" | "ghost";
type Size = "sm" | "md";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors select-none " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";
const variants: Record<Variant, string> = {
  primary: "bg-accent-700 text-white shadow-sm hover:bg-accent-800 active:bg-accent-900",
  secondary: "border border-stone-300 bg-white text-slate-800 shadow-sm hover:bg-stone-100",
  ghost: "text-slate-700 hover:bg-stone-200/70 hover:text-slate-900",
};
const sizes: Record<Size, string> = {
  // 44 px on phones (touch targets), the compact 36 px from the sm breakpoint up.
  sm: "h-11 px-4 text-sm sm:h-9 sm:px-3.5",
  md: "h-11 px-5 text-base",
};

export function buttonClass({ variant = "primary", size = "md", block = false }: { variant?: Variant; size?: Size; block?: boolean } = {}) {
  return [base, variants[variant], sizes[size], block ? "w-full" : ""].join(" ");
}

type StyleProps = { variant?: Variant; size?: Size; block?: boolean };

export function Button({ variant, size, block, className = "", type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={`${buttonClass({ variant, size, block })} ${className}`} {...props} />;
}

/** A link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ variant, size, block, className = "", ...props }: LinkProps & StyleProps) {
  return <Link className={`${buttonClass({ variant, size, block })} ${className}`} {...props} />;
}
