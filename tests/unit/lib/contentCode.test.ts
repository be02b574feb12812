/**
 * Content is content: an MDX body may use the page's components with plain attributes and figure
 * references, never code. Each way MDX turns text into code that runs at build time is a failing
 * example, naming the file and line.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBody, checkContentCode, mdxComponents } from '../../../src/lib/contentCode';

const study = mdxComponents['content/case-studies']!;
const body = (text: string) => checkBody(text, { components: study, firstLine: 1 });
const messages = async (text: string) => (await body(text)).map((p) => `${p.line}: ${p.message}`);

describe('an MDX body', () => {
  it('refuses an import and the expression that would run it, at their lines', async () => {
    expect(
      await messages(
        "import { execSync } from 'node:child_process'\n\nIntro.\n\n{execSync('touch /tmp/pwned').toString()}\n",
      ),
    ).toEqual([
      `1: "import { execSync } from 'node:child_process'": a body cannot import or export: content is text, not code`,
      `5: "{execSync('touch /tmp/pwned').toString()}" is code, not text: write figures as <Fig k="…" />, or put a backslash before "{" to show a brace`,
    ]);
  });

  it.each([
    ['export const x = 1', /cannot import or export/],
    ['Text {1 + 1} more.', /is code, not text/],
    [
      '<Section heading={process.env.SECRET}>\n\nText.\n\n</Section>',
      /<Section heading=\{…\}>: an attribute worked out by code/,
    ],
    ['<Section {...props}>\n\nText.\n\n</Section>', /spread attributes are code/],
    ['<div onClick="alert(1)">Hi</div>', /event handlers are code/],
    ['<script>alert(1)</script>', /cannot contain a script element/],
    ['<iframe src="https://example.com" />', /cannot contain a iframe element/],
    ['[Click](javascript:alert(1))', /a link or image: "javascript:alert\(1\)" is not an address content may link to/],
    ['<a href="javascript:alert(1)">x</a>', /<a href>: "javascript:alert\(1\)" is not an address content may link to/],
    // Ways past the old checks: a comment around code, a scheme spelt with an entity, an address from another host.
    ['{/* note */ ["MDX","RAN",process.version].join("-") /* end */}', /is code, not text/],
    ['Text {/* a */ process.exit(1) /* b */} more.', /is code, not text/],
    ['<a href="java&#x09;script:alert(1)">x</a>', /<a href>: .* is not an address content may link to/],
    ['[x](java&#x09;script:alert(2))', /a link or image: .* is not an address content may link to/],
    ['[x](JAVA&#x0A;SCRIPT:alert(2))', /not an address content may link to/],
    ['![x](data:image/svg+xml;base64,PHN2Zz4=)', /not an address content may link to/],
    ['<img src="//evil.example/x.png" alt="x" />', /<img src>: .* is not an address content may link to/],
    ['[x]: vbscript:msgbox(1)\n\n[see][x]', /not an address content may link to/],
    // HTML is held to the sanitiser's rules.
    ['<img src="/a.png" onerror="alert(1)" alt="a" />', /event handlers are code/],
    ['<div style="position:fixed">Hi</div>', /<div style>: not an attribute content may give a <div>/],
    ['<object data="/x.swf"></object>', /cannot contain a object element/],
    ['<svg><circle r="1" /></svg>', /cannot contain a svg element/],
    ['<>Text</>', /a fragment/],
    ['<Chart />', /<Chart> is not one of this page's components/],
    ['<Fig />', /<Fig> needs k="…"/],
  ])('refuses %j', async (text, message) => {
    expect((await messages(text)).join('\n')).toMatch(message);
  });

  it.each([
    ['A note for editors {/* checked with the company on 1 May */} and no more.'],
    ['{/* a comment on its own line */}'],
    ['<div class="prose">\n\nText.\n\n</div>'],
    [
      '[a page](/contact), [a section](#risks), [a site](https://www.fca.org.uk/), [mail](mailto:hello@example.com), [call](tel:+441632960123)',
    ],
    ['<a href="https://www.ons.gov.uk/" title="ONS">ONS</a> and <img src="/images/a.png" alt="A" />'],
  ])('accepts %j', async (text) => {
    expect(await messages(text)).toEqual([]);
  });

  it("accepts Markdown, the page's components with plain attributes, figure references and comments", async () => {
    expect(
      await body(
        '<Section narrow id="background" heading="Project Background">\n\nWe bought it for <Fig k="purchasePrice" />.\n\n<div class="card">\n\n**Bold**, [a link](/contact).\n\n</div>\n\n{/* a note for editors */}\n\n<FinancialTable id="upfront" />\n\n</Section>\n',
      ),
    ).toEqual([]);
  });

  it('says when a body is not MDX at all', async () => {
    expect(await messages('<Section>\nText\n</Section> Edited.\n')).toEqual([
      expect.stringMatching(/^\d+: the body is not valid MDX, so the build would stop/),
    ]);
  });
});

describe('the build', () => {
  it('names the file and the line in it, frontmatter counted', async () => {
    const problems = await checkContentCode([
      {
        path: 'content/posts/x.mdx',
        text: "---\ntitle: X\n---\n\nimport { execSync } from 'node:child_process'\n\n{execSync('id')}\n",
      },
      { path: 'content/posts/ok.mdx', text: '---\ntitle: Y\n---\n\nJust **text**.\n' },
      { path: 'content/facts.yaml', text: '- id: a\n  value: "{execSync()}"\n' },
    ]);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.rule}`)).toEqual([
      'content/posts/x.mdx:5 content-code',
      'content/posts/x.mdx:7 content-code',
    ]);
  });

  it("gives each collection its page's components", () => {
    const page = readFileSync('src/pages/case-studies/[slug].astro', 'utf8');
    const widgets = page
      .match(/const widgets = \{([^}]*)\}/)![1]!
      .split(',')
      .map((w) => w.trim());
    expect(widgets).toEqual(mdxComponents['content/case-studies']);
    expect(mdxComponents['content/posts']).toEqual([]);
  });
});
