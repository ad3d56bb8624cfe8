/** Where "Sign In" leads. */
export const LOGIN_PATH = '/login' as const;
/** Where every sign-up call to action ("Start Your Free Trial", a plan's button) leads: the sign-up form. */
export const REGISTER_PATH = '/register' as const;
/** Server-side sign-in entry (spec 01 §2.1); it redirects to /login. */
export const API_LOGIN_PATH = '/api/login';

export const SUPPORT_EMAIL = 'support@jobpadi.ng';
export const PRIVACY_EMAIL = 'privacy@jobpadi.ng';
export const LEGAL_EMAIL = 'legal@jobpadi.ng';

/** The sister upskilling service promoted in the landing page's closing banner. */
export const ACADEMY_URL = 'https://academy.jobpadi.ng';
export const ACADEMY_COURSES_URL = 'https://academy.jobpadi.ng/courses';
