import type { InputHTMLAttributes } from 'react';

interface SignInFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** The field's written error, shown under it and read with it. */
  error?: string;
}

/**
 * A labelled field of the sign-in forms: a plain input in the theme's colours (shell/index.html styles it, as it
 * paints the card before any script), so the first screen needs no design-system component.
 */
export function SignInField({ label, name, error, ...input }: SignInFieldProps) {
  const id = `sign-in-${name}`;
  return (
    <div className="qd-sign-in-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <div id={`${id}-error`} className="qd-sign-in-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
