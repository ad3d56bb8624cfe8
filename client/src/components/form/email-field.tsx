import { TextField, type TextFieldProps } from './text-field';

/** The e-mail address input every account form asks for: one label, placeholder and autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'placeholder'>) {
  return (
    <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...props} />
  );
}
