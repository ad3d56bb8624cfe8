import { describe, expect, it } from 'vitest';
import { jobFromPage, withoutSiteSuffix } from './job-page.js';

const ADVERT =
  'We are looking for an experienced store keeper to manage stock, receive deliveries and keep accurate records.';

describe('withoutSiteSuffix', () => {
  it('drops a site name after a pipe, or after a dash when it names the site', () => {
    expect(withoutSiteSuffix('Accountant | MyJobMag', [])).toBe('Accountant');
    expect(withoutSiteSuffix('Accountant - Dangote Careers', ['Dangote'])).toBe('Accountant');
    expect(withoutSiteSuffix('Sales Executive - Lagos', ['jobsite'])).toBe('Sales Executive - Lagos');
    expect(withoutSiteSuffix('Nurse – Ward 3 | Careers | Reddington', [])).toBe('Nurse – Ward 3');
  });
});

describe('jobFromPage without JSON-LD', () => {
  it('takes the title from og:title, the company from og:site_name and leaves out the chrome', () => {
    const html = `<html><head><title>ignored</title><meta property="og:title" content="Store Keeper | Eko Foods Careers">
      <meta property="og:site_name" content="Eko Foods"></head><body>
      <nav>Home About Careers</nav><header><p>Top banner text</p></header>
      <main><article><h1>Store Keeper</h1><p>${ADVERT}</p><p>Deadline: 12/06/2026</p></article>
      <aside>Popular searches</aside><div id="relatedJobs"><a href="/a">Cashier</a></div></main>
      <footer>© Eko Foods</footer></body></html>`;
    const job = jobFromPage(html, 'https://careers.ekofoods.example/jobs/1');
    expect(job).toMatchObject({
      jobTitle: 'Store Keeper',
      companyName: 'Eko Foods',
      closingDate: '2026-06-12',
      source: 'page',
    });
    expect(job?.jobDescription).toContain(ADVERT);
    expect(job?.jobDescription).not.toMatch(/Home About|Top banner|Popular searches|Cashier|©/);
  });

  it('never names a job board as the company', () => {
    const html = `<html><head><meta property="og:site_name" content="Jobberman Nigeria"><title>Store Keeper | Jobberman</title></head>
      <body><main><h1>Store Keeper</h1><p>${ADVERT}</p></main></body></html>`;
    expect(jobFromPage(html, 'https://www.jobberman.com/x')).toMatchObject({
      jobTitle: 'Store Keeper',
      companyName: '',
    });
  });

  it('is null for a page without an advert', () => {
    expect(jobFromPage('<html><body><p>Please sign in.</p></body></html>', 'https://x.example/')).toBeNull();
  });
});
