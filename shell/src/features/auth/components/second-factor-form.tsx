import { type FormEvent, useState } from 'react';
import { errorMessage, type LoginResponse, useVerifyTwoFactorMutation } from 'shared-api';
import { toast } from 'shared-ui/toaster';
import { SignedOutText } from '../../../shared/signed-out-card';
import { SignInField } from './sign-in-field';
import { type FieldChecks, readSignInForm } from './sign-in-form';

const CODE_CHECKS: FieldChecks = { code: { valueMissing: 'Enter the code' } };

/** The sign-in's second step: a code from the authenticator app, or one of the recovery codes. */
export function SecondFactorForm({ onSignedIn }: { onSignedIn: (session: LoginResponse) => void }) {
  const [verify, { isLoading }] = useVerifyTwoFactorMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const { values, errors: found } = readSignInForm(event, CODE_CHECKS);
    setErrors(found);
    if (isLoading || Object.keys(found).length > 0) return;
    try {
      onSignedIn(await verify({ code: values.code ?? '' }).unwrap());
    } catch (error) {
      toast.error(errorMessage(error, 'Login failed'));
    }
  };

  return (
    <form className="qd-sign-in-form" onSubmit={onSubmit} noValidate>
      <SignedOutText>
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </SignedOutText>
      <SignInField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        required
        autoFocus
        error={errors.code}
      />
      <button
        type="submit"
        className="qd-sign-in-button qd-sign-in-primary"
        aria-busy={isLoading || undefined}
      >
        Verify
      </button>
    </form>
  );
}
