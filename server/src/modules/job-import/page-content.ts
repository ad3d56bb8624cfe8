import { Readability } from '@mozilla/readability';
import { type DomDocument, type DomElement, parseDocument } from './dom.js';
import { htmlToText, nodeText } from './html-text.js';

/**
 * A page's main content as text, for pages without a JobPosting: Readability (the reader view of
 * Firefox) on the page once navigation, headers, footers, sidebars and lists of other jobs are
 * gone — those are what a job board wraps around every advert.
 */

/** Never the advert: site chrome by element and by ARIA role. */
const CHROME =
  'nav, header, footer, aside, dialog, iframe, script, style, noscript, template, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [role="search"]';

/**
 * A class or id token naming lists of other jobs or page furniture, as a whole word of the token
 * ("similar-jobs", "relatedPosts", "cookie_banner"); never words an advert's own parts use.
 */
const FURNITURE =
  /(?:^|[-_])(?:related|similar|recommend(?:ed|ations?)?|suggested|breadcrumbs?|cookies?|newsletter|share|sharing|social|sidebar|popup|modal)(?=$|[-_A-Z])|^(?:related|similar|recommended|suggested)|(?:^|[-_])(?:other|more|latest|popular|trending|featured)[-_]?(?:jobs?|vacanc|listings?|positions|openings)/i;

/** Headings of lists of other jobs, for lists marked by nothing else. */
const OTHER_JOBS_HEADING =
  /^\s*(?:similar|related|recommended|other|more|latest|popular|suggested|trending)\s+(?:jobs?|vacanc(?:y|ies)|roles|openings|positions)\b|^\s*(?:you (?:may|might) also like|jobs you may like|people also viewed)/i;

const KEEP = new Set(['html', 'body', 'main', 'article']);

/** Whether removing an element would take the advert itself (its heading) with it. */
const holdsAdvert = (element: DomElement, heading: DomElement | null) =>
  KEEP.has(element.localName.toLowerCase()) || (heading !== null && element.contains(heading));

const tokens = (element: DomElement) =>
  `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`.split(/\s+/).filter(Boolean);

/** Takes the site's chrome and the lists of other jobs out of the document. */
export function stripFurniture(document: DomDocument): void {
  const heading = document.querySelector('h1');
  for (const element of Array.from(document.querySelectorAll(CHROME)))
    if (!holdsAdvert(element, heading)) element.remove();
  for (const element of Array.from(document.querySelectorAll('[class], [id]')))
    if (tokens(element).some((t) => FURNITURE.test(t)) && !holdsAdvert(element, heading)) element.remove();
  for (const title of Array.from(document.querySelectorAll('h2, h3, h4, h5, h6, strong, p'))) {
    if (!title.parentElement || !OTHER_JOBS_HEADING.test(title.textContent ?? '')) continue;
    // The heading's section: the nearest ancestor that is not the advert's own container.
    let section: DomElement = title;
    while (section.parentElement && !holdsAdvert(section.parentElement, heading))
      section = section.parentElement;
    if (!/^(?:h[1-6]|p|strong|b)$/i.test(section.localName)) {
      section.remove();
      continue;
    }
    // A heading straight inside the advert's container: it and what follows, up to the next heading.
    let next = section.nextElementSibling;
    section.remove();
    while (next && !/^h[1-6]$/i.test(next.localName)) {
      const after: DomElement | null = next.nextElementSibling;
      next.remove();
      next = after;
    }
  }
}

/** Below this, Readability's answer is not the advert (a cookie notice, an error message). */
const MIN_TEXT = 50;

/** The main content of a page as text ('' when there is none worth the name). */
export function mainText(html: string): string {
  const document = parseDocument(html);
  stripFurniture(document);
  const article = new Readability(document as never, { charThreshold: 200, keepClasses: false }).parse();
  const text = article?.content ? htmlToText(article.content) : '';
  if (text.length >= MIN_TEXT) return text;
  // Readability gives up on some short pages: the page's own main element, stripped, instead.
  const again = parseDocument(html);
  stripFurniture(again);
  const main = again.querySelector('main, [role="main"], article') ?? again.body;
  return main ? nodeText(main) : '';
}
