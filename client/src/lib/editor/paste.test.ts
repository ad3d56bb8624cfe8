import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { markdownOfHtml } from './paste';

const md = (html: string) => {
  const doc = new DOMParser().parseFromString(`<html><body>${html}</body></html>`, 'text/html');
  return markdownOfHtml(doc.body as never);
};

describe('pasted HTML', () => {
  it('keeps headings, bullets and paragraphs, without inline formatting or images', () => {
    expect(
      md(
        '<h1>Ada <b>Okafor</b></h1><p>Backend <i>engineer</i> <a href="x">here</a><img src="x.png" alt="me"></p><ul><li>Go</li><li><strong>SQL</strong></li></ul><h3>Education</h3><p>Line one<br>Line  two</p>',
      ),
    ).toBe('## Ada Okafor\n\nBackend engineer here\n\n- Go\n- SQL\n\n## Education\n\nLine one\nLine two');
  });

  it('keeps a table as text, a row per line', () => {
    expect(md('<table><tr><td>Go</td><td>5 years</td></tr><tr><th>SQL</th><td>3</td></tr></table>')).toBe(
      'Go 5 years\n\nSQL 3',
    );
  });

  it("reads Word's list paragraphs as bullets and drops its bullet signs", () => {
    const word = [
      '<p class=MsoNormal><b>Experience<o:p></o:p></b></p>',
      "<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Led a team of 5</p>",
      "<p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·</span>Cut costs</p>",
    ].join('\n');
    expect(md(word)).toBe('Experience\n\n- Led a team of 5\n- Cut costs');
  });

  it("reads the editor's own copied blocks back", () => {
    expect(
      md(
        '<p data-block="title">Ada</p><p data-block="heading">Skills</p><p data-block="bullet">Go</p><p>Text</p>',
      ),
    ).toBe('# Ada\n\n## Skills\n\n- Go\n\nText');
  });

  it('drops scripts and styles, and nested lists become bullets of their own', () => {
    expect(md('<style>p{}</style><script>x()</script><ul><li>One<ul><li>Two</li></ul></li></ul>')).toBe(
      '- One\n- Two',
    );
  });
});
