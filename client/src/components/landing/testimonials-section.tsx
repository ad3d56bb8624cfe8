import { Star } from 'lucide-react';
import { LandingSection } from './landing-section';

const TESTIMONIALS = [
  {
    name: 'Chiamaka Okafor',
    role: 'Graduate Trainee',
    city: 'Lagos',
    quote:
      'I had sent the same cover letter to over forty graduate programmes. With JobPadi every letter spoke to the bank I was applying to. I got three interview invitations in two weeks and accepted an offer in Victoria Island.',
  },
  {
    name: 'Ibrahim Musa',
    role: 'Data Analyst',
    city: 'Abuja',
    quote:
      'My old resume kept disappearing into applicant tracking systems. JobPadi restructured it around the keywords recruiters search for, and I finally started hearing back. Worth every kobo.',
  },
  {
    name: 'Funmilayo Adeyemi',
    role: 'Registered Nurse',
    city: 'Ibadan',
    quote:
      'Moving from a state hospital to a private clinic felt daunting. JobPadi turned my experience into a letter that sounded like me, only sharper, and the PDF was ready in seconds.',
  },
];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function TestimonialsSection() {
  return (
    <LandingSection
      id="testimonials"
      eyebrow="Testimonials"
      title="Job seekers across Nigeria trust JobPadi"
      intro="From graduate trainees to experienced professionals, people are landing interviews faster."
    >
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <p className="flex gap-0.5 text-amber-400" role="img" aria-label="Rated 5 out of 5">
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star key={n} className="size-4 fill-current" aria-hidden="true" />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-300">
                <p>&ldquo;{t.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200"
                >
                  {initials(t.name)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">{t.name}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">
                    {t.role}, {t.city}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
