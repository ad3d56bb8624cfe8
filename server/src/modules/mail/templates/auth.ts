import { type MailContent, PRODUCT } from './render.js';

type Named = { name?: string | undefined; appUrl: string };
const hello = (name?: string) => (name ? `Hello ${name},` : 'Hello,');
const link = (appUrl: string, path: string, params: Record<string, string>) =>
  `${appUrl}${path}?${new URLSearchParams(params).toString()}`;

/** The account e-mails. Links point at the client's pages, which call the API. */
export const authTemplates = {
  'email-verification': (d: Named & { token: string; code: string; email: string }): MailContent => ({
    subject: `Verify your ${PRODUCT} e-mail address`,
    preview: `Your verification code is ${d.code}.`,
    blocks: [
      { kind: 'heading', text: 'Verify your e-mail address' },
      {
        kind: 'paragraph',
        text: `${hello(d.name)} confirm this address to finish setting up your ${PRODUCT} account.`,
      },
      {
        kind: 'button',
        text: 'Verify my e-mail',
        href: link(d.appUrl, '/verify-email', { token: d.token, email: d.email }),
      },
      { kind: 'paragraph', text: 'Or enter this code in the "Verify Your Email" window:' },
      { kind: 'code', text: d.code },
      { kind: 'paragraph', text: 'The link and the code work once and expire in 24 hours.' },
    ],
  }),
  'sign-in-code': (d: Named & { code: string }): MailContent => ({
    subject: `Your ${PRODUCT} sign-in code: ${d.code}`,
    preview: `Use ${d.code} to sign in. It expires in 10 minutes.`,
    blocks: [
      { kind: 'heading', text: 'Your sign-in code' },
      { kind: 'paragraph', text: `${hello(d.name)} use this code to sign in to ${PRODUCT}:` },
      { kind: 'code', text: d.code },
      {
        kind: 'paragraph',
        text: 'It works once and expires in 10 minutes. If you did not ask for it, ignore this e-mail.',
      },
    ],
  }),
  'magic-link': (d: Named & { token: string }): MailContent => ({
    subject: `Your ${PRODUCT} sign-in link`,
    preview: 'Click to sign in. The link expires in 15 minutes.',
    blocks: [
      { kind: 'heading', text: 'Sign in to JobPadi' },
      { kind: 'paragraph', text: `${hello(d.name)} click the button to sign in. No password needed.` },
      { kind: 'button', text: 'Sign in to JobPadi', href: link(d.appUrl, '/magic-link', { token: d.token }) },
      {
        kind: 'paragraph',
        text: 'The link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.',
      },
    ],
  }),
  'password-reset': (d: Named & { token: string }): MailContent => ({
    subject: `Reset your ${PRODUCT} password`,
    preview: 'Choose a new password. The link expires in 1 hour.',
    blocks: [
      { kind: 'heading', text: 'Reset your password' },
      { kind: 'paragraph', text: `${hello(d.name)} we received a request to reset your password.` },
      {
        kind: 'button',
        text: 'Choose a new password',
        href: link(d.appUrl, '/reset-password', { token: d.token }),
      },
      {
        kind: 'paragraph',
        text: 'The link works once and expires in 1 hour. If you did not ask for it, your password stays as it is.',
      },
    ],
  }),
  'password-changed': (d: Named): MailContent => ({
    subject: `Your ${PRODUCT} password was changed`,
    preview: 'Your password was just changed.',
    blocks: [
      { kind: 'heading', text: 'Your password was changed' },
      {
        kind: 'paragraph',
        text: `${hello(d.name)} the password of your ${PRODUCT} account was just changed, and other devices were signed out.`,
      },
      {
        kind: 'paragraph',
        text: 'If this was not you, reset your password now and contact support@jobpadi.ng.',
      },
      { kind: 'button', text: 'Reset my password', href: `${d.appUrl}/forgot-password` },
    ],
  }),
  'account-exists': (d: Named): MailContent => ({
    subject: `You already have a ${PRODUCT} account`,
    preview: 'Someone tried to register with this address.',
    blocks: [
      { kind: 'heading', text: 'You already have an account' },
      {
        kind: 'paragraph',
        text: `${hello(d.name)} someone (probably you) tried to create a ${PRODUCT} account with this address, which already has one.`,
      },
      { kind: 'button', text: 'Sign in', href: `${d.appUrl}/login` },
      {
        kind: 'paragraph',
        text: `Forgot your password? Reset it at ${d.appUrl}/forgot-password. If this was not you, ignore this e-mail.`,
      },
    ],
  }),
};
