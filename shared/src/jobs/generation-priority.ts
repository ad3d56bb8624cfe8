import { getPlan, type PlanId } from '../plans/catalogue.js';

/**
 * BullMQ priority of a generation-queue job by its owner's plan (issue 29: Pro sells "Priority AI
 * processing"). BullMQ takes the smallest number first and keeps arrival order among equals; 0
 * (or none) is no priority at all, and BullMQ 5/6 take such jobs from the plain wait list BEFORE
 * any prioritized one, so no generation-queue job may go without a number (enqueue refuses it).
 * Elite includes every Pro feature, so it shares Pro's place.
 */
export const GENERATION_PRIORITY: Record<PlanId, number> = {
  idan: 1,
  agba: 1,
  jjc: 2,
  free_trial: 3,
};

/**
 * An administrator's prompt test waits on the generation queue too, watched by the admin who
 * asked for it: it goes with the first.
 */
export const PROMPT_TEST_PRIORITY = 1;

/** The priority of a generation whose owner is on `plan` (an unknown id reads as the free trial). */
export const generationPriority = (plan: string | null | undefined): number =>
  GENERATION_PRIORITY[getPlan(plan).id];
