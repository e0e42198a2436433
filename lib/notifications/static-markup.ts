import { Fragment, type ReactElement, type ReactNode } from "react";

// A static-markup renderer for e-mail templates: react-dom/server's renderToStaticMarkup, for the
// subset e-mails use (host elements, function/forwardRef/memo components, fragments; no hooks, no
// context, no Suspense). Needed because the e-mails are made where the react-server condition
// applies (the web server's scheduler in Next's instrumentation layer), and there React forbids
// react-dom/server. The unit test compares its output with react-dom/server's for every template.

const FORWARD_REF = Symbol.for("react.forward_ref");
const MEMO = Symbol.for("react.memo");

const VOID = new Set(
  "area base br col embed hr img input link meta param source track wbr".split(" "),
);
/** CSS properties React writes without "px" when given a number. */
const UNITLESS = new Set(
  "animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder fontWeight gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth".split(
    " ",
  ),
);
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: "class",
  htmlFor: "for",
  httpEquiv: "http-equiv",
  acceptCharset: "accept-charset",
};
const SKIP_PROPS = new Set(["children", "dangerouslySetInnerHTML", "key", "ref"]);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#x27;",
  );

const hyphenate = (name: string) =>
  name.startsWith("--")
    ? name
    : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, "-ms-");

function styleText(style: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value === null || value === undefined || typeof value === "boolean" || value === "")
      continue;
    const text =
      typeof value === "number" && value !== 0 && !UNITLESS.has(name) && !name.startsWith("--")
        ? `${value}px`
        : String(value).trim();
    parts.push(`${hyphenate(name)}:${text}`);
  }
  return parts.join(";");
}

function attributes(props: Record<string, unknown>): string {
  let out = "";
  for (const [key, value] of Object.entries(props)) {
    if (SKIP_PROPS.has(key) || value === null || value === undefined) continue;
    if (typeof value === "function" || typeof value === "symbol") continue;
    if (key === "style") {
      const css = styleText(value as Record<string, unknown>);
      if (css) out += ` style="${escapeHtml(css)}"`;
      continue;
    }
    const name = ATTRIBUTE_NAMES[key] ?? key;
    if (typeof value === "boolean") {
      if (name.startsWith("data-") || name.startsWith("aria-")) out += ` ${name}="${value}"`;
      else if (value) out += ` ${name}=""`;
      continue;
    }
    out += ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

type AnyType = {
  $$typeof?: symbol;
  render?: (props: unknown, ref: unknown) => ReactNode;
  type?: unknown;
};

function renderNode(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string") return escapeHtml(node);
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return renderChildren(node);
  if (typeof node !== "object" || !("type" in node))
    throw new Error("static-markup: unsupported node");
  return renderElement(node as ReactElement);
}

/** Adjacent text children are separated as React separates them: with "<!-- -->". */
function renderChildren(nodes: readonly ReactNode[]): string {
  let out = "";
  let lastText = false;
  for (const child of nodes.flat(Infinity as 1) as ReactNode[]) {
    const isText = typeof child === "string" || typeof child === "number";
    if (isText && lastText) out += "<!-- -->";
    out += renderNode(child);
    if (isText) lastText = String(child) !== "" || lastText;
    else if (child !== null && child !== undefined && typeof child !== "boolean") lastText = false;
  }
  return out;
}

function renderElement(el: ReactElement): string {
  const type = el.type as unknown;
  const props = (el.props ?? {}) as Record<string, unknown>;
  const children = props.children as ReactNode;
  if (type === Fragment) return renderKids(children);
  if (typeof type === "function") return renderNode((type as (p: unknown) => ReactNode)(props));
  if (typeof type === "object" && type !== null) {
    const t = type as AnyType;
    if (t.$$typeof === FORWARD_REF) return renderNode(t.render!(props, null));
    if (t.$$typeof === MEMO) return renderElement({ ...el, type: t.type } as ReactElement);
  }
  if (typeof type !== "string") throw new Error("static-markup: unsupported element type");
  const open = `<${type}${attributes(props)}>`;
  if (VOID.has(type)) return open.slice(0, -1) + "/>";
  const inner = (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html;
  return `${open}${inner ?? renderKids(children)}</${type}>`;
}

const renderKids = (children: ReactNode) =>
  Array.isArray(children) ? renderChildren(children) : renderNode(children);

/** The element as static HTML, as react-dom/server's renderToStaticMarkup writes it. */
export const renderToStaticHtml = (el: ReactElement) => renderNode(el);
