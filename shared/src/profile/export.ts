import { DEFAULT_TIME_ZONE } from '../format/time.js';
import type { CvDetailsDto } from './cv-details.js';
import type { LanguageId, TimezoneId } from './settings.js';

/** Version of the export file's layout, written into it. */
export const EXPORT_FORMAT = 'jobpadi-export/1';

/** `jobpadi-export-YYYY-MM-DD.json`, the date as the person's clock reads it. */
export function exportFilename(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `jobpadi-export-${part('year')}-${part('month')}-${part('day')}.json`;
}

/**
 * The one JSON file of GET /api/user/export (keys in this order). Never a password hash, a
 * token, a session id, a key or a secret. Dates are ISO strings.
 */
export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  profile: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    fullName: string | null;
    linkedinProfile: string | null;
    profileImageUrl: string | null;
    role: string;
    emailVerified: boolean;
    hasPassword: boolean;
    signsInWithGoogle: boolean;
    isActive: boolean;
    onboardingCompleted: boolean;
    subscriptionPlan: string;
    subscriptionStatus: string;
    subscriptionExpiresAt: string | null;
    cancelAtPeriodEnd: boolean;
    coverLettersRemaining: number;
    resumesRemaining: number;
    coverLettersGenerated: number;
    resumesGenerated: number;
    /** The Nigerian CV details (issue 31 §2), every field null when not given. */
    cvDetails: CvDetailsDto;
    createdAt: string;
    updatedAt: string;
  };
  settings: {
    emailNotifications: boolean;
    pushNotifications: boolean;
    marketingEmails: boolean;
    darkMode: boolean;
    language: LanguageId;
    timezone: TimezoneId;
    twoFactorAuth: boolean;
  };
  documents: Array<{
    id: string;
    type: 'cover_letter' | 'resume';
    title: string;
    content: string;
    jobTitle: string;
    companyName: string;
    companyLocation: string | null;
    templateId: string | null;
    generationId: string | null;
    /** The application it was written for (issue 30). */
    applicationId: string | null;
    createdAt: string;
    updatedAt: string;
    /** Every kept save (issue 32), newest first. */
    versions: Array<{
      n: number;
      content: string;
      templateId: string | null;
      matchScore: number | null;
      savedAt: string;
    }>;
  }>;
  /** Every request to write documents and what came of it. */
  generations: Array<{
    id: string;
    status: string;
    jobTitle: string;
    companyName: string;
    companyLocation: string | null;
    jobDescription: string;
    generateCoverLetter: boolean;
    optimizeResume: boolean;
    /** The details typed instead of a resume, as sent. */
    personalDetails: unknown;
    resumeFileId: string | null;
    language: string;
    creditsState: string;
    errorCode: string | null;
    errorMessage: string | null;
    provider: string | null;
    model: string | null;
    createdAt: string;
    finishedAt: string | null;
  }>;
  /** Uploaded files (resumes, the photo), described; their content is not repeated here. */
  files: Array<{
    id: string;
    purpose: string;
    filename: string;
    mimeType: string;
    sizeBytes: number;
    createdAt: string;
  }>;
  payments: Array<{
    reference: string;
    planId: string;
    amountKobo: number;
    currency: string;
    status: string;
    kind: string;
    failureReason: string | null;
    createdAt: string;
    confirmedAt: string | null;
  }>;
  /** The support conversation, oldest first: the person's messages and the answers. */
  supportMessages: Array<{
    id: string;
    sender: 'user' | 'admin';
    message: string;
    imageFileId: string | null;
    imageName: string | null;
    currentPage: string | null;
    userAgent: string | null;
    createdAt: string;
  }>;
  /** The job search (issue 30): each application with its timeline, sent copies and notes. */
  applications: Array<{
    id: string;
    jobTitle: string;
    companyName: string;
    companyLocation: string | null;
    jobDescription: string;
    jobUrl: string | null;
    closingDate: string | null;
    status: string;
    notes: string;
    appliedAt: string | null;
    statusChangedAt: string;
    createdAt: string;
    updatedAt: string;
    timeline: Array<{ status: string; at: string }>;
    sent: Array<{
      documentId: string;
      type: 'cover_letter' | 'resume';
      title: string;
      content: string;
      templateId: string;
      sentAt: string;
    }>;
    /** Follow-up e-mails and thank-you notes the model wrote. */
    followUpNotes: Array<{ id: string; kind: 'follow_up' | 'thank_you'; content: string; createdAt: string }>;
    interviewPrep: Array<{ questions: unknown; createdAt: string }>;
  }>;
  signInHistory: {
    lastLoginAt: string | null;
    /** Devices signed in now: when, from where, with what browser. */
    sessions: Array<{
      createdAt: string;
      lastUsedAt: string;
      expiresAt: string;
      ip: string | null;
      userAgent: string | null;
    }>;
  };
}
