import { markdownTitle, renderMarkdown } from "./render";

test("renders headings with ids, lists and emphasis", () => {
  const html = renderMarkdown(
    "# O nás\n\n## Pro kupující\n\n- **tučně**\n- druhá\n\n## Pro kupující\n",
  );
  expect(html).toContain('<h1 id="o-nas">O nás</h1>');
  expect(html).toContain('<h2 id="pro-kupujici">');
  expect(html).toContain('<h2 id="pro-kupujici-1">');
  expect(html).toContain("<li><strong>tučně</strong></li>");
});

test("shows raw HTML as text instead of rendering it", () => {
  const html = renderMarkdown('Hi <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n');
  expect(html).not.toMatch(/<script|<img/);
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
});

test("localises internal links, keeps safe external ones, drops dangerous schemes", () => {
  const html = renderMarkdown(
    "[kontakt](/contact) [web](https://example.com) [mail](mailto:a@b.cz) [x](javascript:alert(1)) [y](//evil.example)",
    { localizeHref: (p) => `/en${p}` },
  );
  expect(html).toContain('<a href="/en/contact">kontakt</a>');
  expect(html).toContain(
    '<a href="https://example.com" rel="noopener noreferrer" target="_blank">web</a>',
  );
  expect(html).toContain('<a href="mailto:a@b.cz">mail</a>');
  expect(html).not.toContain("javascript:");
  expect(html).not.toContain("evil.example");
});

test("finds the document title", () => {
  expect(markdownTitle("intro\n# Časté *dotazy*\n## x")).toBe("Časté dotazy");
  expect(markdownTitle("no heading")).toBeNull();
});
