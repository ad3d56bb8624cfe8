/**
 * The one plan catalogue (../shared/DECISIONS.md "Plans and credits"). Every screen that shows a
 * price, an allowance or a plan name reads it from here.
 */
export const PLAN_IDS = ['free_trial', 'jjc', 'agba', 'idan'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** -1 means unlimited, as in the spec's plan definition. */
export const UNLIMITED = -1;

export interface PlanLimits {
  coverLetters: number;
  resumes: number;
  isUnlimited: boolean;
}

export interface Plan {
  id: PlanId;
  /** Short name shown on cards: Basic, Pro, Elite. */
  name: string;
  /** The Nigerian-flavoured label: Economy, Business Class, First Class. */
  displayName: string;
  /** Whole Naira per month. */
  price: number;
  priceDisplay: string;
  description: string;
  features: string[];
  limits: PlanLimits;
  popular: boolean;
  /** Whether a person can buy it today; idan can be switched on by a setting. */
  purchasable: boolean;
}

export const FREE_TRIAL_DAYS = 7;
export const SUBSCRIPTION_PERIOD_DAYS = 30;

const naira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });
export const formatNaira = (amount: number): string => `₦${naira.format(amount)}`;

const plan = (p: Omit<Plan, 'priceDisplay'>): Plan => ({ ...p, priceDisplay: formatNaira(p.price) });

export const PLANS: Record<PlanId, Plan> = {
  free_trial: plan({
    id: 'free_trial',
    name: 'Free Trial',
    displayName: 'Free Trial',
    price: 0,
    description: `Try it free for ${FREE_TRIAL_DAYS} days. No card needed.`,
    features: [
      '2 tailored cover letters',
      '1 optimized resume',
      'PDF and DOCX downloads',
      `${FREE_TRIAL_DAYS}-day trial`,
    ],
    limits: { coverLetters: 2, resumes: 1, isUnlimited: false },
    popular: false,
    purchasable: false,
  }),
  jjc: plan({
    id: 'jjc',
    name: 'Basic',
    displayName: 'Economy',
    price: 10_000,
    description: 'For a focused job search.',
    features: [
      '8 cover letters per month',
      '5 optimized resumes per month',
      'PDF and DOCX downloads',
      'Email support',
    ],
    limits: { coverLetters: 8, resumes: 5, isUnlimited: false },
    popular: false,
    purchasable: true,
  }),
  agba: plan({
    id: 'agba',
    name: 'Pro',
    displayName: 'Business Class',
    price: 20_000,
    description: 'For active job seekers applying every week.',
    features: [
      '25 cover letters per month',
      '15 optimized resumes per month',
      'Priority AI processing',
      'Advanced customization',
      'Priority support',
    ],
    limits: { coverLetters: 25, resumes: 15, isUnlimited: false },
    popular: true,
    purchasable: true,
  }),
  idan: plan({
    id: 'idan',
    name: 'Elite',
    displayName: 'First Class',
    price: 50_000,
    description: 'Unlimited documents and every premium feature.',
    features: [
      'Unlimited cover letters',
      'Unlimited resumes',
      'Interview simulator',
      'Job alerts',
      'AI job matching',
      'Priority support',
    ],
    limits: { coverLetters: UNLIMITED, resumes: UNLIMITED, isUnlimited: true },
    popular: false,
    purchasable: false,
  }),
};

/** Label shown instead of a buy button while idan is not purchasable (DECISIONS.md "Idan launch date"). */
export const COMING_SOON_LABEL = 'Coming Soon';

/** An unknown plan id falls back to free_trial (spec 01 §3). */
export const getPlan = (id: string | null | undefined): Plan =>
  id && (PLAN_IDS as readonly string[]).includes(id) ? PLANS[id as PlanId] : PLANS.free_trial;

/** Plans in catalogue order; `idanPurchasable` is the setting that opens the Elite plan for sale. */
export const listPlans = (options: { idanPurchasable?: boolean } = {}): Plan[] =>
  PLAN_IDS.map((id) =>
    id === 'idan' && options.idanPurchasable ? { ...PLANS.idan, purchasable: true } : PLANS[id],
  );

/** Plan ranking for Upgrade / Downgrade / Switch labels: jjc < agba < idan. */
export const PLAN_RANK: Record<PlanId, number> = { free_trial: 0, jjc: 1, agba: 2, idan: 3 };

/** Amount in kobo, as the payment provider wants it (₦10,000 = 1,000,000 kobo). */
export const toKobo = (naira: number): number => Math.round(naira * 100);
