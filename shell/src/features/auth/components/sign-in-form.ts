import type { FormEvent } from 'react';

/** A field's written error for what the browser's own check found, in the order the checks are given. */
export type FieldChecks = Record<string, { valueMissing?: string; typeMismatch?: string }>;

/**
 * The sign-in forms check their fields with the browser's constraints (required, type="email") but show the
 * errors in the page, under each field, instead of the browser's bubble. Returns the values when all pass.
 */
export function readSignInForm(
  event: FormEvent<HTMLFormElement>,
  checks: FieldChecks,
): { values: Record<string, string>; errors: Record<string, string> } {
  event.preventDefault();
  const form = event.currentTarget;
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(checks)) {
    const input = form.elements.namedItem(name) as HTMLInputElement | null;
    if (!input) continue;
    values[name] = input.value;
    const { valueMissing, typeMismatch } = input.validity;
    const error = (valueMissing && messages.valueMissing) || (typeMismatch && messages.typeMismatch);
    if (error) errors[name] = error;
  }
  const firstInvalid = Object.keys(errors)[0];
  if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
  return { values, errors };
}
