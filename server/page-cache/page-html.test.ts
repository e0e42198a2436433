/** @jest-environment node */
import { deferScripts, withoutPayloadStylesheets } from "./page-html.mjs";

// A page as Next 16 writes it with `inlineCss`: the stylesheet as a hoisted <style> in the head,
// and again as a text row of the RSC payload (JSON in a script, escaped as Next escapes it).
const CSS = `.md\\:flex-row>*{content:"–"}.a{color:red}${".b{margin:0}".repeat(40)}`;
const row = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
const push = (data: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, data]).replace(/[&><]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)})</script>`;
const page = (payload: string) =>
  `<html><head><style data-precedence="next" data-href="/_next/static/chunks/a.css">${CSS}</style>` +
  `<script src="/_next/static/chunks/b.js" async=""></script></head><body><main>x</main>` +
  push(`1:"$Sreact.fragment"\n${payload}5:["$","style",null,{"children":"$7"}]\n`) +
  `</body></html>`;

/** The RSC payload of a page, as the browser reads it. */
const payloadOf = (html: string) =>
  JSON.parse(/self\.__next_f\.push\((.*)\)<\/script>/.exec(html)![1])[1] as string;

test("the payload's copy of the inlined stylesheet becomes an empty text row; the <style> stays", () => {
  const html = page(row("7", CSS));
  const out = withoutPayloadStylesheets(html);
  expect(out.length).toBeLessThan(html.length - CSS.length);
  expect(out.split(CSS)).toHaveLength(2); // once, in the head
  expect(out).toContain(
    `<style data-precedence="next" data-href="/_next/static/chunks/a.css">${CSS}</style>`,
  );
  expect(payloadOf(out)).toBe(
    `1:"$Sreact.fragment"\n7:T0,5:["$","style",null,{"children":"$7"}]\n`,
  );
});

test("a payload whose copy differs is left as it is", () => {
  const other = page(row("7", CSS.replace("red", "blue")));
  expect(withoutPayloadStylesheets(other)).toBe(other);
  // a row whose length does not cover exactly the stylesheet is not cut
  const longer = page(`7:T${(Buffer.byteLength(CSS) + 2).toString(16)},${CSS}ab`);
  expect(withoutPayloadStylesheets(longer)).toBe(longer);
});

test("Next's chunks are deferred, other scripts untouched", () => {
  expect(
    deferScripts(
      `<script src="/_next/static/chunks/b.js" async=""></script><script src="/x.js" async=""></script>`,
    ),
  ).toBe(
    `<script src="/_next/static/chunks/b.js" defer=""></script><script src="/x.js" async=""></script>`,
  );
});
