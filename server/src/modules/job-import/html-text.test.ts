import { describe, expect, it } from 'vitest';
import { htmlToText, markupOrPlainText } from './html-text.js';

describe('htmlToText', () => {
  it('keeps paragraphs apart and lists as "• item" lines', () => {
    const html = `<p>We are hiring a <strong>Sales Executive</strong> in Lagos.</p>
      <h3>Responsibilities</h3>
      <ul>
        <li>Meet   monthly targets</li>
        <li><p>Visit clients across Ikeja &amp; Lekki</p></li>
      </ul>
      <p>Requirements:<br>B.Sc in Marketing<br/>2 years&nbsp;experience</p>`;
    expect(htmlToText(html)).toBe(
      [
        'We are hiring a Sales Executive in Lagos.',
        '',
        'Responsibilities',
        '• Meet monthly targets',
        '• Visit clients across Ikeja & Lekki',
        '',
        'Requirements:',
        'B.Sc in Marketing',
        '2 years experience',
      ].join('\n'),
    );
  });

  it('indents nested lists, numbers ordered ones the same way and drops empty items', () => {
    expect(htmlToText('<ol><li>One<ul><li>One a</li></ul></li><li> </li><li>Two</li></ol>')).toBe(
      '• One\n  • One a\n• Two',
    );
  });

  it('decodes entities, drops scripts and styles and collapses spaces', () => {
    expect(
      htmlToText(
        '<div>Salary:&#160;&#8358;250,000 &ndash; &#x20A6;300,000</div><script>alert(1)</script><style>p{}</style><div>  Apply   now </div>',
      ),
    ).toBe('Salary: ₦250,000 – ₦300,000\nApply now');
  });

  it('reads markup escaped a second time, as some JSON-LD descriptions carry it', () => {
    expect(
      htmlToText('&lt;p&gt;First&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Item &amp;amp; more&lt;/li&gt;&lt;/ul&gt;'),
    ).toBe('First\n\n• Item & more');
  });

  it('reads HTML line breaks as spaces, as a browser does', () => {
    expect(htmlToText('Line one\nLine two')).toBe('Line one Line two');
  });
});

describe('markupOrPlainText', () => {
  it('keeps the line breaks of plain text and decodes its entities', () => {
    expect(markupOrPlainText('Duties:\r\n- Drive  the van\n\n\n\nPay: &#8358;80,000 &amp; lunch')).toBe(
      'Duties:\n- Drive the van\n\nPay: ₦80,000 & lunch',
    );
  });

  it('reads HTML as HTML', () => {
    expect(markupOrPlainText('<p>One</p><ul><li>Two</li></ul>')).toBe('One\n\n• Two');
  });
});
