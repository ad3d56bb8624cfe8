/**
 * Every sentence of the job import (issue 31 §3), request checks and fetch failures alike, so
 * the browser and both transports say the same thing.
 */
export const JOB_IMPORT_MESSAGES = {
  url: 'Paste the link to the job advert.',
  invalidUrl: 'That is not a link we can read. Copy the whole address, starting with https://.',
  protocol: 'Only web links (starting with https:// or http://) can be read.',
  tooLong: 'That link is too long. Copy the job description and paste it instead.',
  credentials: 'Remove the user name and password from the link and try again.',
  blocked:
    "That link points to a private or local network address, which we don't open. Paste a link to a public job page instead.",
  unresolvable: "We couldn't find that website. Check the link and try again.",
  unreachable: "We couldn't open that link. Check it, or copy the job description and paste it instead.",
  httpStatus: (status: number) =>
    `The job site answered with an error (${status}). Check the link, or copy the job description and paste it instead.`,
  notHtml:
    "That link isn't a web page (it may be a PDF or an image). Copy the job description and paste it instead.",
  tooLarge: 'That page is too large to read. Copy the job description and paste it instead.',
  timeout:
    'The job site took too long to answer. Try again, or copy the job description and paste it instead.',
  tooManyRedirects:
    'That link redirects too many times. Open it in your browser and paste the final address instead.',
  noAdvert: "We couldn't find a job advert on that page. Copy the job description and paste it instead.",
} as const;

/** Why an import failed, for the client to tell failures apart (`reason` in a 422). */
export type JobImportFailureReason =
  | 'blocked'
  | 'unresolvable'
  | 'unreachable'
  | 'http_status'
  | 'not_html'
  | 'too_large'
  | 'timeout'
  | 'too_many_redirects'
  | 'no_advert';
