import { lagosToday } from '@app/shared/job-check/dates';
import { markupOrPlainText } from './html-text.js';
import { findNode } from './json-ld.js';

/** What a schema.org JobPosting gives the form; '' (or null) where it says nothing. */
export interface JobPostingFields {
  title: string;
  companyName: string;
  location: string;
  description: string;
  closingDate: string | null;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);

/** A one-line text: entities decoded, markup dropped, spaces collapsed. */
export const oneLine = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number'
    ? markupOrPlainText(String(value)).replace(/\s+/g, ' ').trim()
    : '';

/** `name` of a thing given as a string, an object or a list of either. */
export function nameOf(value: unknown): string {
  for (const item of list(value)) {
    const name = isNode(item) ? oneLine(item.name ?? item.legalName) : oneLine(item);
    if (name) return name;
  }
  return '';
}

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** "NG" → "Nigeria"; anything else as written. */
function countryName(value: unknown): string {
  const name = nameOf(value);
  if (!/^[A-Z]{2}$/i.test(name)) return name;
  try {
    return regions.of(name.toUpperCase()) ?? name;
  } catch {
    return name;
  }
}

/** "Ikeja, Lagos, Nigeria" from a Place (its PostalAddress, or an address written as text). */
function placeText(place: unknown): string {
  const address = isNode(place) ? (place.address ?? place) : place;
  if (!isNode(address)) return oneLine(address);
  const parts = [
    oneLine(address.addressLocality),
    oneLine(address.addressRegion),
    countryName(address.addressCountry),
  ].filter(Boolean);
  if (parts.length === 0) return oneLine(address.name) || oneLine(address.streetAddress);
  // "Lagos, Lagos, Nigeria" reads as "Lagos, Nigeria".
  return parts.filter((p, i) => parts.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i).join(', ');
}

/** Every location of the posting joined ("Lagos, Nigeria; Abuja, Nigeria"), remote work said so. */
function locationOf(posting: Node): string {
  const places = list(posting.jobLocation).map(placeText).filter(Boolean);
  const remote = list(posting.jobLocationType).some((t) => oneLine(t).toUpperCase() === 'TELECOMMUTE');
  if (remote) {
    const where = list(posting.applicantLocationRequirements).map(nameOf).filter(Boolean);
    places.unshift(where.length > 0 ? `Remote (${where.join(', ')})` : 'Remote');
  }
  return [...new Set(places)].join('; ');
}

/**
 * validThrough as a day in Lagos: a date alone is that day; a moment ("2026-03-31T23:59:59Z")
 * is the day it falls on in Lagos. Null when it is missing or unreadable.
 */
export function closingDay(value: unknown): string | null {
  const text = oneLine(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : lagosToday(new Date(time));
}

/** Parts some sites give apart from the description, appended under their heading when missing from it. */
const SECTIONS: Array<[key: string, heading: string]> = [
  ['responsibilities', 'Responsibilities'],
  ['qualifications', 'Qualifications'],
  ['educationRequirements', 'Education'],
  ['experienceRequirements', 'Experience'],
  ['skills', 'Skills'],
];

function sectionText(value: unknown): string {
  if (isNode(value)) return sectionText(value.description ?? value.name);
  if (Array.isArray(value))
    return value
      .map(sectionText)
      .filter(Boolean)
      .map((item) => (item.includes('\n') ? item : `• ${item}`))
      .join('\n');
  return typeof value === 'string' ? markupOrPlainText(value) : '';
}

function descriptionOf(posting: Node): string {
  const description = typeof posting.description === 'string' ? markupOrPlainText(posting.description) : '';
  const flat = description.replace(/\s+/g, ' ').toLowerCase();
  const extra = SECTIONS.map(([key, heading]) => [heading, sectionText(posting[key])] as const)
    .filter(([, text]) => text && !flat.includes(text.replace(/\s+/g, ' ').toLowerCase().slice(0, 80)))
    .map(([heading, text]) => `${heading}\n${text}`);
  return [description, ...extra].filter(Boolean).join('\n\n');
}

/** The JobPosting of a page's JSON-LD blocks (jsonLdBlocks), or null without one. */
export function findJobPosting(blocks: unknown[]): JobPostingFields | null {
  const posting = findNode(blocks, ['JobPosting']);
  if (!posting) return null;
  return {
    title: oneLine(posting.title) || oneLine(posting.name),
    companyName: nameOf(posting.hiringOrganization),
    location: locationOf(posting),
    description: descriptionOf(posting),
    closingDate: closingDay(posting.validThrough),
  };
}

/** The name of the page's Organization (a careers page's own company), '' without one. */
export function organizationName(blocks: unknown[]): string {
  const organization = findNode(blocks, [
    'Organization',
    'Corporation',
    'LocalBusiness',
    'NGO',
    'GovernmentOrganization',
    'EducationalOrganization',
  ]);
  return organization ? nameOf(organization) : '';
}
