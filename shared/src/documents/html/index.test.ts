import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEMPLATES, getTemplate } from '../templates.js';
import { documentHtml, metadataAuthor, textHtml } from './index.js';

const classic = getTemplate('classic') as (typeof DOCUMENT_TEMPLATES)[number];
const letterhead = getTemplate('letterhead') as (typeof DOCUMENT_TEMPLATES)[number];

describe('documentHtml', () => {
  it('turns the structure into headings, lists and paragraphs in source order', () => {
    const html = documentHtml(
      { type: 'resume', title: 'Resume', content: '# Ada Obi\nLagos\n## Skills\n- SQL\n- Go\n\nMore' },
      classic,
    );
    expect(html).toContain(
      '<main><h1>Ada Obi</h1>\n<p>Lagos</p>\n<h2>Skills</h2>\n<ul><li>SQL</li><li>Go</li></ul>\n<p>More</p></main>',
    );
    expect(html).not.toMatch(/<table|<script|<link|<img|url\(http/i);
  });

  it('escapes everything: no content becomes markup, an attribute, a URL or CSS', () => {
    const evil = `# <script>x</script>"'&\n## </style><style>*{background:url(http://e/x)}</style>\n- <img src=http://e/x>\n<a href="file:///etc/passwd">`;
    const html = documentHtml(
      { type: 'resume', title: '</title><script>t</script>', content: evil, author: '"><x' },
      classic,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<a href');
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;&quot;&#39;&amp;');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;t&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="author" content="&lt;script&gt;x&lt;/script&gt;&quot;&#39;&amp;">');
  });

  it('lets a very long run wrap without adding characters', () => {
    const run = 'A'.repeat(100);
    expect(textHtml(run)).toBe(`${'A'.repeat(40)}<wbr>${'A'.repeat(40)}<wbr>${'A'.repeat(20)}`);
    expect(textHtml('a <b> c')).toBe('a &lt;b&gt; c');
    expect(textHtml(`${'₦'.repeat(41)}`)).toBe(`${'₦'.repeat(40)}<wbr>₦`);
  });

  it('prints A4, ligatures off, headings kept with what follows, with or without an inlined font', () => {
    for (const template of DOCUMENT_TEMPLATES) {
      const html = documentHtml({ type: template.kind, title: 'T', content: 'x' }, template);
      expect(html).toContain('size: A4');
      expect(html).toContain('font-variant-ligatures: none');
      expect(html).toContain('font-feature-settings: "liga" 0, "clig" 0');
      expect(html).toMatch(/h1, h2 \{ break-after: avoid;[^}]*break-inside: avoid;/);
      expect(html).toContain("font-family: 'Inter', system-ui");
    }
    expect(
      documentHtml({ type: 'resume', title: 'T', content: 'x' }, classic, { fontCss: '@font-face{}' }),
    ).toContain('<style>@font-face{}');
  });

  it('names the author: the resume name line, else the person, else JobPadi', () => {
    expect(metadataAuthor({ type: 'resume', title: 'T', content: '# Ada Obi\nx', author: 'Someone' })).toBe(
      'Ada Obi',
    );
    expect(
      metadataAuthor({ type: 'cover_letter', title: 'T', content: '# Not a name\nx', author: 'Ada' }),
    ).toBe('Ada');
    expect(metadataAuthor({ type: 'resume', title: 'T', content: 'no name line' })).toBe('JobPadi');
  });

  it('puts the writer’s name on the letterhead design when the letter has none', () => {
    const html = documentHtml(
      { type: 'cover_letter', title: 'T', content: 'Dear team,', author: 'Ada <Obi>' },
      letterhead,
    );
    expect(html).toContain('<header class="letterhead"><p class="name">Ada &lt;Obi&gt;</p></header>');
  });
});
