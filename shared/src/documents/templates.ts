import type { PlanId } from '../plans/catalogue.js';

/**
 * The document designs (DECISIONS.md "Templates"): all single-column and ATS-safe. One design of
 * each kind is on every plan; 'basic' designs come with jjc, 'premium' ones with agba and idan.
 * `version` is part of every rendered file's cache key: bump it when a design's output changes
 * (2: a paragraph's lines are Word paragraphs, so a DOCX reads back without words run together;
 * 3: a section's last lines keep together, and a PDF a few lines too long is tightened to fit).
 */
export type TemplateKind = 'resume' | 'cover_letter';
export type TemplateTier = 'every' | 'basic' | 'premium';

export interface DocumentTemplate {
  id: string;
  kind: TemplateKind;
  name: string;
  description: string;
  tier: TemplateTier;
  version: number;
}

const t = (template: DocumentTemplate): DocumentTemplate => template;

export const DOCUMENT_TEMPLATES = [
  t({
    id: 'classic',
    kind: 'resume',
    name: 'Classic',
    description: 'Centred name, ruled section headings, a serif-free face recruiters know.',
    tier: 'every',
    version: 3,
  }),
  t({
    id: 'modern',
    kind: 'resume',
    name: 'Modern',
    description: 'Left-aligned name with an accent colour and roomy spacing.',
    tier: 'basic',
    version: 3,
  }),
  t({
    id: 'executive',
    kind: 'resume',
    name: 'Executive',
    description: 'Small capitals headings and a quiet two-tone header band.',
    tier: 'premium',
    version: 3,
  }),
  t({
    id: 'standard',
    kind: 'cover_letter',
    name: 'Standard',
    description: 'A plain business letter.',
    tier: 'every',
    version: 3,
  }),
  t({
    id: 'letterhead',
    kind: 'cover_letter',
    name: 'Letterhead',
    description: 'Your name as a letterhead above a classic business letter.',
    tier: 'basic',
    version: 3,
  }),
] as const satisfies readonly DocumentTemplate[];

export type TemplateId = (typeof DOCUMENT_TEMPLATES)[number]['id'];
export const TEMPLATE_IDS = DOCUMENT_TEMPLATES.map((d) => d.id) as [TemplateId, ...TemplateId[]];

/** The design a document has until its owner picks another. */
export const DEFAULT_TEMPLATE: Record<TemplateKind, TemplateId> = {
  resume: 'classic',
  cover_letter: 'standard',
};

export const getTemplate = (id: string | null | undefined): DocumentTemplate | undefined =>
  DOCUMENT_TEMPLATES.find((d) => d.id === id);

export const templatesFor = (kind: TemplateKind): DocumentTemplate[] =>
  DOCUMENT_TEMPLATES.filter((d) => d.kind === kind);

/** The design a stored document is rendered with: its own choice when it fits its kind, else the default. */
export function effectiveTemplate(kind: TemplateKind, chosen: string | null | undefined): DocumentTemplate {
  const template = getTemplate(chosen);
  return template && template.kind === kind
    ? template
    : (getTemplate(DEFAULT_TEMPLATE[kind]) as DocumentTemplate);
}

const TIERS_BY_PLAN: Record<PlanId, readonly TemplateTier[]> = {
  free_trial: ['every'],
  jjc: ['every', 'basic'],
  agba: ['every', 'basic', 'premium'],
  idan: ['every', 'basic', 'premium'],
};

/**
 * Whether a plan includes a design. A plan whose period has ended keeps only the designs on every
 * plan (documents already set to another design still render with it: nothing made is lost).
 */
export function templateAllowed(template: DocumentTemplate, plan: { id: PlanId; active: boolean }): boolean {
  const tiers = plan.active ? TIERS_BY_PLAN[plan.id] : TIERS_BY_PLAN.free_trial;
  return tiers.includes(template.tier);
}

/**
 * The designs a plan includes while its period runs, in catalogue order: what the plan cards and
 * the checkout list, read from the same rule setTemplate enforces (never a second list).
 */
export const templatesIncludedIn = (planId: PlanId): DocumentTemplate[] =>
  DOCUMENT_TEMPLATES.filter((template) => templateAllowed(template, { id: planId, active: true }));

export const TEMPLATE_REFUSED = (template: DocumentTemplate): string =>
  `The ${template.name} design is not included in your plan. Upgrade to use it, or choose another design.`;
