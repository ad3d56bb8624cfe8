import { describe, expect, it } from 'vitest';
import { sourceSupportsKeyword } from './selection-keyword.js';

const SOURCE = `Chidi Okafor
Experience
Junior Analyst, MTN Nigeria (2022 - present)
- Wrote weekly SQL reports on subscriber churn
- Built Power BI dashboards for the marketing team
- Designed REST APIs for the billing service
Skills
SQL, Python, Excel, stakeholder management`;

describe('sourceSupportsKeyword', () => {
  it('finds a term the source names, whatever its case or plural', () => {
    expect(sourceSupportsKeyword(SOURCE, 'Power BI')).toBe(true);
    expect(sourceSupportsKeyword(SOURCE, 'power bi')).toBe(true);
    expect(sourceSupportsKeyword(SOURCE, 'REST API')).toBe(true);
    expect(sourceSupportsKeyword(SOURCE, 'dashboard')).toBe(true);
    expect(sourceSupportsKeyword(SOURCE, 'Stakeholder Management')).toBe(true);
  });

  it('refuses a term the source does not name', () => {
    expect(sourceSupportsKeyword(SOURCE, 'Tableau')).toBe(false);
    expect(sourceSupportsKeyword(SOURCE, 'Kubernetes')).toBe(false);
    expect(sourceSupportsKeyword(SOURCE, 'team leadership')).toBe(false);
  });

  it('refuses everything without a source, and an empty keyword', () => {
    expect(sourceSupportsKeyword(null, 'SQL')).toBe(false);
    expect(sourceSupportsKeyword('', 'SQL')).toBe(false);
    expect(sourceSupportsKeyword(SOURCE, '  ')).toBe(false);
  });
});
