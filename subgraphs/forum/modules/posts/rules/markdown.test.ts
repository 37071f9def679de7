import { describe, expect, it } from "vitest";
import {
  FORUM_CODE_CLASSES,
  FORUM_HIGHLIGHT_CLASSES,
  editableMarkdownOf,
  htmlToForumMarkdown,
  renderForumMarkdown as render,
} from "./markdown.js";

describe("rule: raw HTML in Markdown is text, never markup", () => {
  it("a script tag shows as escaped text", () => {
    const html = render("Hi <script>alert(1)</script> <img src=x onerror=alert(1)>");
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
  it("an HTML block is a paragraph of text", () =>
    expect(render("<div onclick=x>hi</div>")).toBe("<p>&lt;div onclick=x&gt;hi&lt;/div&gt;</p>"));
});

describe("rule: links go to http, https or mailto only, and carry rel nofollow ugc noopener", () => {
  it("an https link", () =>
    expect(render("[docs](https://example.com/a)")).toBe(
      '<p><a href="https://example.com/a" rel="nofollow ugc noopener" target="_blank">docs</a></p>',
    ));
  it("a mailto link", () => expect(render("[mail](mailto:help@example.com)")).toContain('href="mailto:help@example.com"'));
  it("javascript:, data: and vbscript: links stay text", () => {
    for (const url of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html;base64,PHNjcmlwdD4=", "vbscript:x"]) {
      expect(render(`[x](${url})`)).not.toContain("<a");
    }
  });
  it("relative and protocol-relative links stay text", () => {
    expect(render("[x](/forum)")).not.toContain("<a");
    expect(render("[x](//evil.example)")).not.toContain("<a");
  });
  it("a bare URL with its scheme becomes a link; a file name does not", () => {
    expect(render("see https://example.com")).toContain('<a href="https://example.com"');
    expect(render("open main.py")).toBe("<p>open main.py</p>");
  });
});

describe("rule: fenced code with a known language is highlighted with hljs classes", () => {
  it("a sql block", () => {
    const html = render("```sql\nSELECT id FROM orders;\n```");
    expect(html).toMatch(/^<pre><code class="hljs language-sql">/);
    expect(html).toContain('<span class="hljs-keyword">SELECT</span>');
  });
  it("an alias highlights as its language", () => expect(render("```js\nconst a = 1;\n```")).toContain('class="hljs language-javascript"'));
  it("every token class it writes is on the sanitizer's list", () => {
    const html = render(
      "```ts\nclass A extends B { f(): string { return `a${1}`; } } // c\n```\n```python\n@dec\ndef f(x=1): return 'x'\n```",
    );
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(" "));
    const known = new Set([...FORUM_HIGHLIGHT_CLASSES, ...FORUM_CODE_CLASSES]);
    expect(classes.filter((c) => !known.has(c))).toEqual([]);
  });
});

describe("rule: an unknown or missing language renders plain escaped code", () => {
  it("unknown tag", () => expect(render("```klingon\n<b>x</b> & y\n```")).toBe("<pre><code>&lt;b&gt;x&lt;/b&gt; &amp; y\n</code></pre>"));
  it("a hostile tag cannot reach an attribute", () => expect(render('```"><script>\nx\n```')).toBe("<pre><code>x\n</code></pre>"));
  it("no tag", () => expect(render("```\nplain\n```")).toBe("<pre><code>plain\n</code></pre>"));
  it("inline code is escaped", () => expect(render("use `a<b && c`")).toBe("<p>use <code>a&lt;b &amp;&amp; c</code></p>"));
});

describe("rule: headings move two levels down, so a post never outputs h1 or h2", () => {
  it("# is h3, ## is h4, deeper stops at h6", () => {
    expect(render("# A\n## B\n### C\n###### F")).toBe("<h3>A</h3>\n<h4>B</h4>\n<h5>C</h5>\n<h6>F</h6>");
    expect(render("Title\n=====")).toBe("<h3>Title</h3>");
  });
});

describe("rule: lists, blockquotes, emphasis and single line breaks render", () => {
  it("lists and quotes", () => {
    expect(render("- a\n- b")).toBe("<ul>\n<li>a</li>\n<li>b</li>\n</ul>");
    expect(render("> said")).toBe("<blockquote>\n<p>said</p>\n</blockquote>");
  });
  it("a single new line is a line break, as people type in a comment box", () => expect(render("one\ntwo")).toBe("<p>one<br>\ntwo</p>"));
  it("emphasis and strikethrough", () => expect(render("**b** _i_ ~~s~~")).toBe("<p><strong>b</strong> <em>i</em> <s>s</s></p>"));
});

describe("rule: no images or tables (the forum's post image is an upload; the allow-list has no tables)", () => {
  it("image syntax is not an image", () => expect(render("![alt](https://example.com/a.png)")).not.toContain("<img"));
  it("table syntax is text", () => expect(render("| a | b |\n|---|---|\n| 1 | 2 |")).not.toContain("<table"));
});

describe("rule: hostile input renders promptly", () => {
  it("deep nesting and long runs of markup finish within seconds each", () => {
    for (const input of ["> ".repeat(10_000), "[".repeat(20_000), "*a".repeat(10_000), "```js\n" + "a(".repeat(9_000) + "\n```"]) {
      const start = performance.now();
      render(input);
      expect(performance.now() - start).toBeLessThan(3_000);
    }
  });
});

describe("rule: a body written before Markdown edits as Markdown that renders the same", () => {
  const same = (html: string) => render(htmlToForumMarkdown(html)).replace(/\n/g, "");
  it("paragraphs, code, emphasis and links", () => {
    const html =
      '<p>My query joins <code>orders</code> to <strong>payments</strong> &amp; <em>grows</em>.</p><p>See <a href="https://example.com/a" rel="nofollow ugc noopener" target="_blank">this</a>.</p>';
    expect(same(html)).toBe(html);
  });
  it("line breaks, lists and quotes", () => {
    expect(same("<p>one<br>two</p>")).toBe("<p>one<br>two</p>");
    expect(same("<ol><li>Name every column.</li><li>One join per line.</li></ol><ul><li>a</li></ul>")).toBe(
      "<ol><li>Name every column.</li><li>One join per line.</li></ol><ul><li>a</li></ul>",
    );
    expect(same("<blockquote><p>q</p></blockquote>")).toBe("<blockquote><p>q</p></blockquote>");
  });
  it("a pre block keeps its lines", () => expect(same("<pre>SELECT 1\nFROM t;</pre>")).toBe("<pre><code>SELECT 1FROM t;</code></pre>"));
  it("characters Markdown would read as syntax stay text", () => {
    expect(same("<p>a *b* _c_ [d](e) # f `g` 1. h &lt;i&gt;</p>")).toBe("<p>a *b* _c_ [d](e) # f `g` 1. h &lt;i&gt;</p>");
    expect(same("<p># not a heading</p><p>- not a list</p><p>1. not a list</p>")).toBe(
      "<p># not a heading</p><p>- not a list</p><p>1. not a list</p>",
    );
  });
  it("plain text (no tags) stays one paragraph of text", () =>
    expect(same("just text, with C++ *stars*")).toBe("<p>just text, with C++ *stars*</p>"));
  it("a body with its source edits from the source", () => {
    expect(editableMarkdownOf({ markdown: "**x**", description: "<p><strong>x</strong></p>" })).toBe("**x**");
    expect(editableMarkdownOf({ markdown: null, description: "<p><strong>x</strong></p>" })).toBe("**x**");
  });
});
