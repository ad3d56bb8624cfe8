import type { PersonalDetailField } from '@app/shared/generation/dto';
import { EXPERIENCE_MAX, GENERATION_MESSAGES, SKILLS_MAX } from '@app/shared/generation/schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { GenerateField } from '../../lib/generate-form';
import { TextField } from '../form/text-field';
import { TextareaField } from '../form/textarea-field';

type PersonalField = PersonalDetailField;

const FIELDS: {
  name: PersonalField;
  label: string;
  autoComplete: string;
  type?: string;
  placeholder: string;
}[] = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name', placeholder: 'Adaeze Okafor' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', placeholder: '+234 801 234 5678' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', placeholder: 'you@example.com' },
  { name: 'location', label: 'Location', autoComplete: 'address-level2', placeholder: 'Lagos, Nigeria' },
  { name: 'major', label: 'Course of study', autoComplete: 'off', placeholder: 'Economics' },
  { name: 'school', label: 'School', autoComplete: 'organization', placeholder: 'University of Lagos' },
];

/**
 * The details a new resume is written from (spec 02 §5), asked instead of a file when the user
 * has no resume. They are required only when a resume is to be written.
 */
export function PersonalDetailsFields({
  field,
  errors,
  required,
}: {
  field: (name: PersonalField) => UseFormRegisterReturn;
  errors: Partial<Record<GenerateField, { message?: string | undefined }>>;
  required: boolean;
}) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900/60">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">Your details</legend>
      <p className="-mt-1 text-sm text-slate-600 dark:text-slate-400">
        {required
          ? 'We write your new resume from these. All fields are required.'
          : 'Only needed when we write a resume for you.'}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, ...props }) => (
          <TextField
            key={name}
            {...props}
            required={required}
            error={inlineMessage(errors[name]?.message, props.label)}
            {...field(name)}
          />
        ))}
      </div>
      <TextareaField
        label="Experience (optional)"
        rows={5}
        maxLength={EXPERIENCE_MAX}
        placeholder="Jobs, internships, projects or volunteering: what you did and what came of it."
        hint="We build your resume's experience from this. Leave it empty and we keep to your studies."
        error={errors.experience?.message}
        {...field('experience')}
      />
      <TextareaField
        label="Skills (optional)"
        rows={3}
        maxLength={SKILLS_MAX}
        placeholder="Excel, SQL, customer service, Yoruba…"
        error={errors.skills?.message}
        {...field('skills')}
      />
    </fieldset>
  );
}

// The schema gives every blank field the same long sentence (the toast shows it once).
const inlineMessage = (message: string | undefined, label: string) =>
  message === GENERATION_MESSAGES.personalDetails ? `${label} is required` : message;
