import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { closingDay, findJobPosting, organizationName } from './job-posting.js';
import { jsonLdBlocks, parseJsonLd } from './json-ld.js';

const page = (...scripts: string[]) =>
  parseDocument(
    `<!doctype html><html><head>${scripts.map((s) => `<script type="application/ld+json">${s}</script>`).join('')}</head><body></body></html>`,
  );

const POSTING = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Graduate Trainee &amp; Analyst',
  hiringOrganization: { '@type': 'Organization', name: 'Stanbic IBTC' },
  jobLocation: [
    { '@type': 'Place', address: { addressLocality: 'Lagos', addressRegion: 'Lagos', addressCountry: 'NG' } },
    { '@type': 'Place', address: { addressLocality: 'Abuja', addressCountry: { name: 'Nigeria' } } },
  ],
  description: '<p>Join our team.</p><ul><li>Minimum of 2:1</li><li>NYSC discharge</li></ul>',
  validThrough: '2026-03-31T23:30:00Z',
};

describe('findJobPosting', () => {
  it('reads the fields, with several locations joined and the description as text with its list', () => {
    expect(findJobPosting(jsonLdBlocks(page(JSON.stringify(POSTING))))).toEqual({
      title: 'Graduate Trainee & Analyst',
      companyName: 'Stanbic IBTC',
      location: 'Lagos, Nigeria; Abuja, Nigeria',
      description: 'Join our team.\n\n• Minimum of 2:1\n• NYSC discharge',
      // 23:30 UTC is already the next day in Lagos.
      closingDate: '2026-04-01',
    });
  });

  it('finds the posting inside an array or an @graph, among other blocks, past a broken one', () => {
    const graph = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Careers' },
        { ...POSTING, '@type': ['JobPosting'], title: 'In graph' },
      ],
    });
    const array = JSON.stringify([{ '@type': 'BreadcrumbList' }, { ...POSTING, title: 'In array' }]);
    expect(findJobPosting(jsonLdBlocks(page('{ "broken": ', graph)))?.title).toBe('In graph');
    expect(findJobPosting(jsonLdBlocks(page('not json at all', array)))?.title).toBe('In array');
  });

  it('takes the company as a plain string and a remote role as Remote', () => {
    const posting = findJobPosting([
      {
        '@type': 'http://schema.org/JobPosting',
        name: 'Support Agent',
        hiringOrganization: 'Paystack',
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'Nigeria' },
        description: 'Plain text\nwith lines',
      },
    ]);
    expect(posting).toMatchObject({
      title: 'Support Agent',
      companyName: 'Paystack',
      location: 'Remote (Nigeria)',
      description: 'Plain text\nwith lines',
      closingDate: null,
    });
  });

  it('is null without a JobPosting', () => {
    expect(findJobPosting(jsonLdBlocks(page('{"@type":"Organization","name":"Dangote"}')))).toBeNull();
  });
});

describe('parseJsonLd', () => {
  it('reads raw line breaks inside strings, trailing commas and comment wrappers', () => {
    expect(parseJsonLd('<!-- {"@type": "JobPosting", "description": "Line one\nLine two",} -->')).toEqual({
      '@type': 'JobPosting',
      description: 'Line one\nLine two',
    });
    expect(parseJsonLd('{"a": ')).toBeUndefined();
  });
});

describe('closingDay', () => {
  it('reads validThrough as a day in Lagos', () => {
    expect(closingDay('2026-05-10')).toBe('2026-05-10');
    expect(closingDay('2026-05-10T22:59:00Z')).toBe('2026-05-10');
    expect(closingDay('2026-05-10T23:00:00Z')).toBe('2026-05-11');
    expect(closingDay('2026-05-10T23:59:59+01:00')).toBe('2026-05-10');
    expect(closingDay('soon')).toBeNull();
    expect(closingDay(undefined)).toBeNull();
  });
});

describe('organizationName', () => {
  it('names the page’s Organization', () => {
    expect(organizationName([{ '@graph': [{ '@type': 'Corporation', name: 'Dangote Group' }] }])).toBe(
      'Dangote Group',
    );
    expect(organizationName([{ '@type': 'WebSite', name: 'x' }])).toBe('');
  });
});
