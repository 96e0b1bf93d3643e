import { createElement, forwardRef, type ForwardRefExoticComponent, type RefAttributes } from "react";
import { Icon, type LucideProps } from "lucide-react";

/** An icon as lucide ships it: its name, aliases and drawing (elements with their attributes). */
export type LucideIconData = {
  name?: string;
  size?: number;
  aliases?: string[];
  node: ReadonlyArray<readonly [tag: string, attributes: Readonly<Record<string, string | number>>]>;
};

type LeanIcon = ForwardRefExoticComponent<Omit<LucideProps, "ref"> & RefAttributes<SVGSVGElement>>;

/** Props an icon is drawn the lean way with; any other (a size, a colour, children, a title) goes to lucide's own component. */
const LEAN_PROPS = new Set(["className", "aria-hidden"]);
/** Attribute sets remembered per icon: class names come from the code, a few per icon; past this many, they are worked out each time. */
const REMEMBERED_PER_ICON = 16;

/** React's escaping of an attribute's value. */
const ESCAPED: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPED[c]);

/** The icon's drawing as markup, as React writes its elements: `<path d="…"></path>`, lucide's React `key` left out. */
export function drawingMarkup(node: LucideIconData["node"]): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${written}></${tag}>`;
    })
    .join("");
}

/** lucide's class merge: each whitespace-separated class once, in first-seen order. */
const mergeClasses = (...classes: Array<string | undefined>) =>
  [...new Set(classes.flatMap((cls) => (typeof cls === "string" ? cls.split(/\s+/) : [])).filter(Boolean))].join(" ");

/**
 * lucide-react's `createLucideIcon`, put in its place by the build (vite-plugins/lean-icons.ts):
 * the same `<svg>` with the same attributes, its drawing given as inner markup instead of an
 * element per line. A memorial page draws some 60 icons, each of three to five elements, and
 * lucide works out every icon's attributes again on every render: together a fifth of the
 * elements React makes for a page nobody asked for lately, and as many fibres for a phone to
 * hydrate. The drawing is made once per icon, the attributes once per class list.
 *
 * The lean way covers the app's use (a class list, `aria-hidden`); every other prop renders
 * lucide's own component, so nothing lucide offers is lost. lucide's context provider (default
 * sizes and colours) is not used by the app and not read here. `lean-icon.test.ts` checks the
 * markup byte for byte against lucide's own for every icon the app imports.
 */
export default function createLucideIcon(icon: LucideIconData): LeanIcon {
  let drawing: { __html: string } | undefined;
  const remembered = new Map<string, Record<string, unknown>>();
  const attributesFor = (className: string | undefined, ariaHidden: unknown) => {
    const key = `${className ?? ""}\u0000${String(ariaHidden)}`;
    const known = remembered.get(key);
    if (known) return known;
    const size = icon.size ?? 24;
    const attributes: Record<string, unknown> = {
      xmlns: "http://www.w3.org/2000/svg",
      width: 24,
      height: 24,
      viewBox: `0 0 ${size} ${size}`,
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: mergeClasses(
        "lucide",
        ...(icon.name ? [`lucide-${icon.name}`] : []),
        ...(icon.aliases ?? []).filter((alias) => alias.trim() !== "").map((alias) => `lucide-${alias}`),
        className,
      ),
      // lucide hides an icon from assistive technology unless it is given an aria-* prop.
      "aria-hidden": ariaHidden,
    };
    if (remembered.size < REMEMBERED_PER_ICON) remembered.set(key, attributes);
    return attributes;
  };
  const Component = forwardRef<SVGSVGElement, Omit<LucideProps, "ref">>((props, ref) => {
    for (const name in props) if (!LEAN_PROPS.has(name)) return createElement(Icon, { ref, icon, ...props } as never);
    drawing ??= { __html: drawingMarkup(icon.node) };
    return createElement("svg", {
      // aria-hidden is the only aria-* prop of the lean way: hidden unless told otherwise.
      ...attributesFor(props.className, "aria-hidden" in props ? props["aria-hidden"] : "true"),
      ref,
      dangerouslySetInnerHTML: drawing,
    });
  });
  if (icon.name) Component.displayName = icon.name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  return Component;
}
