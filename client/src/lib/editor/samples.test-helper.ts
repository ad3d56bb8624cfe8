/** A realistic resume and cover letter in the stored light Markdown, for the editor's tests. */
export const RESUME = [
  '# Ada Okafor',
  '',
  'Lagos, Nigeria | ada@example.com | +234 803 000 0000',
  '',
  '## Summary',
  '',
  'Backend engineer with six years of building payment systems.',
  'Calm under pressure; writes things down.',
  '',
  '## Experience',
  '',
  'Senior Engineer, Paystack — 2020 to 2024',
  '',
  '- Cut settlement time by 40% across 3 banks',
  '- Led a team of 5 engineers',
  '- Built the “instant payout” service in Go',
  '',
  '## Education',
  '',
  'B.Sc. Computer Science, University of Lagos, 2018',
].join('\n');

export const LETTER = [
  'Dear Hiring Manager,',
  '',
  'I am writing to apply for the Product Designer role at Flutterwave. 👋🏾 I have spent five years',
  'designing for people who pay with their phones.',
  '',
  'Kind regards,',
  'Chidi Eze',
].join('\n');
