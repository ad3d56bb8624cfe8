/**
 * From signs to one word. Weights add up: one sign that is the scam itself (a fee, bank data)
 * is high on its own; two hints are medium; three are high. A clear no-fee statement takes one
 * point off: a lone hint with it stays low, a fee asked beside it is still at least medium.
 */
import type { JobFlag, JobRisk } from './dto.js';
import { SIGNS } from './signs.js';

export const RISK_POINTS = { high: 3, medium: 1 } as const;

export function riskOf(flags: readonly JobFlag[], noFeeStatement: boolean): JobRisk {
  const points = flags.reduce((sum, f) => sum + SIGNS[f.id].weight, 0) - (noFeeStatement ? 1 : 0);
  return points >= RISK_POINTS.high ? 'high' : points >= RISK_POINTS.medium ? 'medium' : 'low';
}
