/**
 * Employers and job titles in a resume's role lines, however the model shapes them (role-lines.ts
 * splits them): `Title — Company, City (dates)`, `Company | Title | dates`, `Company (dates)` then
 * a title line. A headline or summary may name the job applied for; an experience line may not
 * put the person at the company they apply to, or in its role, unless the source does.
 */
import type { ClaimSink } from './claim-sink.js';
import type { DocLine } from './lines.js';
import { nameSupported } from './meaning.js';
import { isOnlySkills, roleLineSegments } from './role-lines.js';

// Sections whose lines name awards, bodies, courses or skills, not roles (claim-credentials.ts).
const SKIPPED_SECTIONS =
  /award|honou?r|member|affiliation|language|interest|hobb|reference|referee|certif|licen|publication|skill|course|training|project|portfolio|selected work/i;

export function findRoleLineClaims(sink: ClaimSink): void {
  const { source, kind, text } = sink.ctx;
  // A letter's lines are sentences; its header and sign-off are not claims.
  if (kind === 'cover_letter') return;
  // A title line under a line that only names the employer ("**PwC Nigeria**" then "Audit
  // Intern | 2013") is a role at that employer.
  let employerAbove: boolean | null = null;
  for (const line of sink.ctx.lines) {
    // Headings, and lines already read whole (the name, a contact line), are not role lines.
    if (line.heading || !readsRoleLines(line) || sink.isTaken(line.textStart, line.end)) {
      if (line.text.trim() !== '') employerAbove = null;
      continue;
    }
    const top = line.section === 'top';
    const experience = line.section === 'experience';
    const segments = roleLineSegments(line, top);
    if (segments.length === 0) {
      if (line.text.trim() !== '' && !line.bullet) employerAbove = null;
      continue;
    }
    // Each employer part once: supported or not; a part that only names skills ("Node.js,
    // PostgreSQL") is no employer either way.
    const employers: Array<{ seg: (typeof segments)[number]; ok: boolean }> = [];
    for (const seg of segments) {
      if (seg.kind !== 'employer') continue;
      const value = text.slice(seg.start, seg.end);
      const ok =
        nameSupported(value, source.names, 'org') ||
        (!experience && nameSupported(value, source.target, 'org'));
      if (ok || !isOnlySkills(value)) employers.push({ seg, ok });
    }
    // The role is the title at that employer: at an employer the source never gives, the title
    // is as invented as the employer, whatever words it shares with a real one.
    const atInvented = employers.length > 0 ? employers.some((e) => !e.ok) : employerAbove === false;
    for (const { seg, ok } of employers) sink.judge('employer', seg.start, seg.end, ok);
    for (const seg of segments) {
      if (seg.kind !== 'title') continue;
      const value = text.slice(seg.start, seg.end);
      const ok =
        !atInvented &&
        (nameSupported(value, source.names, 'title') ||
          (!experience && nameSupported(value, source.target, 'title')));
      sink.judge('job_title', seg.start, seg.end, ok);
    }
    employerAbove =
      employers.length > 0 && segments.every((seg) => seg.kind === 'employer')
        ? employers.every((e) => e.ok)
        : null;
  }
}

const readsRoleLines = (line: DocLine) =>
  line.section !== 'education' && line.section !== 'skills' && !SKIPPED_SECTIONS.test(line.sectionTitle);
