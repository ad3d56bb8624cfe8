import { type MailContent, PRODUCT } from './render.js';

type Named = { name?: string | undefined; appUrl: string };
const hello = (name?: string) => (name ? `Hello ${name},` : 'Hello,');
const SUPPORT = 'support@jobpadi.ng';

/**
 * E-mails about the account itself (issue 14): changing its address and deleting it. They are
 * account-security e-mails: sent whatever the notification settings say.
 */
export const accountTemplates = {
  /** To the new address: the link (or the code) is the proof that it belongs to the person. */
  'email-change-confirm': (d: Named & { token: string; code: string; email: string }): MailContent => ({
    subject: `Confirm your new ${PRODUCT} e-mail address`,
    preview: `Your confirmation code is ${d.code}.`,
    blocks: [
      { kind: 'heading', text: 'Confirm your new e-mail address' },
      {
        kind: 'paragraph',
        text: `${hello(d.name)} you asked to use ${d.email} for your ${PRODUCT} account. Nothing changes until you confirm.`,
      },
      {
        kind: 'button',
        text: 'Confirm my new address',
        href: `${d.appUrl}/confirm-email-change?${new URLSearchParams({ token: d.token }).toString()}`,
      },
      { kind: 'paragraph', text: 'Or enter this code on your profile page:' },
      { kind: 'code', text: d.code },
      {
        kind: 'paragraph',
        text: 'The link and the code work once and expire in 24 hours. If you did not ask for this, ignore this e-mail.',
      },
    ],
  }),
  /** To the current address when a change is asked for: the owner can react if it was not them. */
  'email-change-requested': (d: Named & { newEmail: string }): MailContent => ({
    subject: `A change of your ${PRODUCT} e-mail address was requested`,
    preview: `Someone asked to move your account to ${d.newEmail}.`,
    blocks: [
      { kind: 'heading', text: 'E-mail address change requested' },
      {
        kind: 'paragraph',
        text: `${hello(d.name)} someone signed in to your ${PRODUCT} account asked to change its e-mail address to ${d.newEmail}. Your address stays as it is unless the change is confirmed from that mailbox.`,
      },
      {
        kind: 'paragraph',
        text: `If this was not you, change your password now and contact ${SUPPORT}.`,
      },
      { kind: 'button', text: 'Review my profile', href: `${d.appUrl}/profile` },
    ],
  }),
  /** To the old address once the change is confirmed. */
  'email-changed': (d: Named & { newEmail: string }): MailContent => ({
    subject: `Your ${PRODUCT} e-mail address was changed`,
    preview: `Your account now uses ${d.newEmail}.`,
    blocks: [
      { kind: 'heading', text: 'Your e-mail address was changed' },
      {
        kind: 'paragraph',
        text: `${hello(d.name)} your ${PRODUCT} account now uses ${d.newEmail}. This address will no longer receive its e-mails.`,
      },
      { kind: 'paragraph', text: `If this was not you, contact ${SUPPORT} at once.` },
    ],
  }),
  /** To a new address that already has its own account: nothing is changed. */
  'email-change-taken': (d: Named): MailContent => ({
    subject: `Someone tried to move a ${PRODUCT} account to this address`,
    preview: 'This address already has its own account; nothing was changed.',
    blocks: [
      { kind: 'heading', text: 'This address already has an account' },
      {
        kind: 'paragraph',
        text: `${hello(d.name)} someone asked to move another ${PRODUCT} account to this address, which already has its own account. Nothing was changed.`,
      },
      {
        kind: 'paragraph',
        text: `If you have two accounts, keep using this one, or delete it from Settings first. If this was not you, ignore this e-mail.`,
      },
    ],
  }),
  /** The code that confirms deleting an account without a password. */
  'account-deletion-code': (d: Named & { code: string }): MailContent => ({
    subject: `Your ${PRODUCT} account deletion code: ${d.code}`,
    preview: `Use ${d.code} to confirm deleting your account. It expires in 10 minutes.`,
    blocks: [
      { kind: 'heading', text: 'Confirm deleting your account' },
      {
        kind: 'paragraph',
        text: `${hello(d.name)} enter this code in Settings to delete your ${PRODUCT} account and all its documents:`,
      },
      { kind: 'code', text: d.code },
      {
        kind: 'paragraph',
        text: `It works once and expires in 10 minutes. If you did not ask for it, change your password or contact ${SUPPORT}: someone may be signed in to your account.`,
      },
    ],
  }),
  /** The confirmation that the account is gone (the last e-mail the address gets from us). */
  'account-deleted': (d: Named): MailContent => ({
    subject: `Your ${PRODUCT} account was deleted`,
    preview: 'Your account and its documents have been deleted.',
    blocks: [
      { kind: 'heading', text: 'Your account was deleted' },
      {
        kind: 'paragraph',
        text: `${hello(d.name)} your ${PRODUCT} account, its documents, uploaded files and settings have been deleted, and every device was signed out.`,
      },
      {
        kind: 'paragraph',
        text: 'Records of payments are kept for accounting without your name or e-mail address.',
      },
      { kind: 'paragraph', text: `If this was not you, contact ${SUPPORT} at once.` },
    ],
  }),
};
