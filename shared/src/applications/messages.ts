/** Every sentence the applications area shows or answers with (issue 30). */
export const APPLICATION_MESSAGES = {
  notFound: "This application doesn't exist or you don't have access to it.",
  deleted: 'Application deleted. Its documents are still in My Documents.',
  jobTitle: 'Job title is required',
  companyName: 'Company name is required',
  jobDescription: 'Job description must be at least 10 characters',
  tooLong: (field: string, max: number) => `${field} must be at most ${max.toLocaleString('en')} characters`,
  status: 'Choose one of the statuses shown: Saved, Applied, Interviewing, Offer, Rejected or Withdrawn.',
  closingDate: 'Enter the closing date as a real date (YYYY-MM-DD).',
  jobUrl: 'Enter the job link as a web address starting with https:// or http://.',
  kind: "Choose 'follow_up' or 'thank_you'.",
  nothingToSend: 'This application has no documents yet. Write a cover letter or resume for it first.',
  fairUse: (limit: number) =>
    `You have used today's ${limit} notes and interview preparations. They are available again tomorrow.`,
  aiUnavailable:
    'Notes and interview preparation are not available right now because no AI provider is configured. Please try again later.',
  prepInvalid:
    'The AI did not return a usable interview preparation. Please try again; this did not count towards your daily limit.',
  noteEmpty: 'The AI returned an empty note. Please try again; this did not count towards your daily limit.',
  assistFailed:
    'Something went wrong while writing this. Please try again; this did not count towards your daily limit.',
  assistTimeout:
    'This is taking longer than usual. If it finishes, it will appear on the application in a minute; otherwise please try again.',
  remindersOff: 'Follow-up reminders are off. You can turn them on again in Settings.',
  reminderLinkInvalid: 'This link is not valid. You can turn follow-up reminders off in Settings.',
  followUpDays:
    'Choose after how many days to be reminded: a whole number from 1 to 60, or turn reminders off.',
} as const;
