import type { GenerateFormValues } from './generate-form';

/** How an application reads in the /generate chooser: "Data Analyst — Flutterwave". */
export const applicationLabel = (a: { jobTitle: string; companyName: string }): string =>
  `${a.jobTitle} — ${a.companyName}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value that can name an application at all; anything else is an unknown one, without asking. */
export const isApplicationId = (value: string | undefined | null): value is string =>
  typeof value === 'string' && UUID.test(value.trim());

/** The job fields of the form, as an application holds them. */
export function jobFieldsFrom(application: {
  jobTitle: string;
  companyName: string;
  companyLocation: string | null;
  jobDescription: string;
}): Pick<GenerateFormValues, 'jobTitle' | 'companyName' | 'companyLocation' | 'jobDescription'> {
  return {
    jobTitle: application.jobTitle,
    companyName: application.companyName,
    companyLocation: application.companyLocation ?? '',
    jobDescription: application.jobDescription,
  };
}

/** What the chooser says when a link named an application that cannot be used. */
export const UNKNOWN_APPLICATION_NOTE =
  'We could not find the application that link named, so these documents will start a new one.';
