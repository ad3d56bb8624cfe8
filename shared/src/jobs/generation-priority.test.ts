import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '../plans/catalogue.js';
import { GENERATION_PRIORITY, generationPriority, PROMPT_TEST_PRIORITY } from './generation-priority.js';

describe('generation priority by plan', () => {
  it('gives every plan a real BullMQ priority (0 would be taken before all prioritized jobs)', () => {
    for (const plan of PLAN_IDS) {
      expect(Number.isInteger(GENERATION_PRIORITY[plan]) && GENERATION_PRIORITY[plan] > 0, plan).toBe(true);
    }
    expect(PROMPT_TEST_PRIORITY).toBeGreaterThan(0);
  });

  it('serves Pro first, then Basic, then the free trial; Elite with Pro; unknown plans as the trial', () => {
    expect(generationPriority('agba')).toBeLessThan(generationPriority('jjc'));
    expect(generationPriority('jjc')).toBeLessThan(generationPriority('free_trial'));
    expect(generationPriority('idan')).toBe(generationPriority('agba'));
    expect(generationPriority('no-such-plan')).toBe(generationPriority('free_trial'));
    expect(generationPriority(null)).toBe(generationPriority('free_trial'));
  });
});
