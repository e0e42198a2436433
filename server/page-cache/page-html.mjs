// What the page cache changes in a page Next rendered before it keeps it (server/page-cache/serve.mjs):
// plain string work on the whole HTML, done once per stored page. Plain JavaScript (types in
// page-html.d.mts): the server loads it without a TypeScript hook.

/**
 * Next loads its chunks with `async` scripts in the head: each runs the moment it arrives, in the
 * middle of parsing a page that came on a fast connection, and the first paint (the LCP photo
 * with it) waits behind them. `defer` runs them in order once the page is parsed, still before
 * DOMContentLoaded; on a slow connection nothing changes, they arrive after the HTML anyway.
 * @param {string} html
 */
export function deferScripts(html) {
  return html.replace(
    /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g,
    '<script src="$1" defer=""></script>',
  );
}

/** Next's own escaping of the RSC payload inside a script (next/dist/shared/lib/htmlescape). */
const SCRIPT_ESCAPES = /** @type {Record<string, string>} */ ({
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
});
const inScript = (/** @type {string} */ text) =>
  JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]);

/** The stylesheet Next inlines (`experimental.inlineCss`): React's hoisted `<style>` resource. */
const INLINE_STYLE = /<style data-precedence="[^"]*" data-href="[^"]+">([\s\S]*?)<\/style>/g;
/** A text row of the RSC payload ("id:T<byte length in hex>,"), as it ends before its text. */
const TEXT_ROW_HEAD = /[0-9a-f]+:T([0-9a-f]+),$/;

/**
 * Next's inlined stylesheet is in a page twice: once as the `<style>` element the browser paints
 * with, once more as the text of that element in the RSC payload at the end of the page (57 KB of
 * the home page's 347). The browser never needs the second copy: hydrating a hoisted `<style>`,
 * React takes the element already in the document by its `data-href` and does not touch its
 * text. So the payload's copy becomes an empty text row; a page whose copy is not found exactly
 * (another Next, another escaping) is left as it is.
 * @param {string} html
 */
export function withoutPayloadStylesheets(html) {
  let out = html;
  for (const [, css] of html.matchAll(INLINE_STYLE)) {
    if (css.length < 256) continue; // not worth it
    const copy = inScript(css);
    const at = out.indexOf(copy);
    if (at < 0) continue;
    const head = TEXT_ROW_HEAD.exec(out.slice(Math.max(0, at - 24), at));
    if (!head || parseInt(head[1], 16) !== Buffer.byteLength(css)) continue;
    const rowStart = at - head[1].length - 1; // the hex length and its comma
    out = `${out.slice(0, rowStart)}0,${out.slice(at + copy.length)}`;
  }
  return out;
}
