/** What `npm start` found out about the running product, to tell a newcomer. */
export interface StartupFacts {
  url: string;
  /** E-mail without SMTP_URL: messages stay in the outbox. */
  demoMail: boolean;
  /** Whether /dev/mailbox is served (not in production, unless ALLOW_DEMO_MAIL). */
  mailboxServed: boolean;
  /** The model that writes documents, or null when generation would be refused. */
  model: { provider: string; model: string; configuredBy: string } | null;
}

/** The lines printed once the product answers: where it is, where mail goes, which model writes. */
export function startupSummary(facts: StartupFacts): string[] {
  const lines = [`JobPadi is running at ${facts.url}  (Ctrl-C to stop)`];
  if (facts.demoMail) {
    lines.push(
      facts.mailboxServed
        ? `E-mail is in demo mode (no SMTP_URL): messages, sign-in codes included, are shown at ${facts.url}/dev/mailbox`
        : 'E-mail is in demo mode (no SMTP_URL): messages stay in the outbox and are not sent.',
    );
  }
  if (facts.model) {
    const { provider, model, configuredBy } = facts.model;
    lines.push(`Language model: ${provider}, ${model} (${configuredBy}).`);
  } else {
    lines.push(
      'No language model is configured: generating documents is refused until you add ' +
        'OPENAI_API_KEY=... to .env (or OPENAI_COMPATIBLE_BASE_URL=... for a local model such as ' +
        `Ollama) and restart, or choose a provider at ${facts.url}/admin.`,
    );
  }
  return lines;
}
