import GoogleOutlined from '@ant-design/icons/GoogleOutlined';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  api,
  apiUrl,
  errorMessage,
  isGoogleSignInAvailable,
  type LoginRequest,
  type LoginResponse,
  routeOf,
  sessionStarted,
  useLoginMutation,
} from 'shared-api';
import { toast } from 'shared-ui/toaster';
import { EMAIL_CHECKS } from '../../../shared/email-checks';
import { LoadingScreen } from '../../../shared/loading-screen';
import { pathAfterSignIn, SESSION_ENDED } from '../../../shared/session/return-path';
import { saveSession } from '../../../shared/session/session-storage';
import { SignedOutCard, SignedOutText, SignedOutTitle } from '../../../shared/signed-out-card';
import { useGoogleSignInError } from '../google-sign-in-error';
import { SecondFactorForm } from './second-factor-form';
import { SignInField } from './sign-in-field';
import { type FieldChecks, readSignInForm } from './sign-in-form';

// No design-system component on this page: it is every phone user's first screen, and the shell's first script
// holds only what it needs (the rest of antd and shared-ui load with the signed-in app). shell/index.html styles it.

const LOGIN_CHECKS: FieldChecks = {
  email: EMAIL_CHECKS,
  password: { valueMissing: 'Please enter your password' },
};

/** Enrolment loads its QR code library only for the users who must enrol. */
const TwoFactorEnrolment = lazy(() =>
  import('shared-ui/account-security').then((module) => ({ default: module.TwoFactorEnrolment })),
);

/** After the password: signed in, or the second factor to give, or (the tenant requires one) to enrol. */
type Step = 'password' | 'second-factor' | 'enrolment';

/** A Google sign-in that still needs the second factor comes back as `/login?step=second_factor|enrolment`. */
const STEP_AFTER_GOOGLE: Record<string, Step> = { second_factor: 'second-factor', enrolment: 'enrolment' };

export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(() => STEP_AFTER_GOOGLE[params.get('step') ?? ''] ?? 'password');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useGoogleSignInError();

  const signedIn = (session: LoginResponse) => {
    saveSession(session);
    // Answers cached while signed out (401s) must not outlive the sign-in, nor how the last session ended.
    dispatch(api.util.resetApiState());
    dispatch(sessionStarted());
    navigate(pathAfterSignIn(params), { replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const { values, errors: found } = readSignInForm(event, LOGIN_CHECKS);
    setErrors(found);
    if (isLoading || Object.keys(found).length > 0) return;
    try {
      const answer = await login(values as LoginRequest).unwrap();
      if ('sessionId' in answer) signedIn(answer);
      else setStep('twoFactorRequired' in answer ? 'second-factor' : 'enrolment');
    } catch (error) {
      toast.error(errorMessage(error, 'Login failed'));
    }
  };

  if (step === 'second-factor') {
    return (
      <SignedOutCard>
        <SignedOutTitle>Two-factor sign-in</SignedOutTitle>
        <SecondFactorForm onSignedIn={signedIn} />
      </SignedOutCard>
    );
  }
  if (step === 'enrolment') {
    return (
      <SignedOutCard>
        <SignedOutTitle>Set up two-factor sign-in</SignedOutTitle>
        <SignedOutText>Your company requires two-factor sign-in. Set it up to go on.</SignedOutText>
        <Suspense fallback={<LoadingScreen />}>
          <TwoFactorEnrolment onDone={({ signedIn: session }) => session && signedIn(session)} />
        </Suspense>
      </SignedOutCard>
    );
  }

  return (
    <SignedOutCard>
      <SignedOutTitle>Sign in to your account</SignedOutTitle>
      {params.get('reason') === SESSION_ENDED && (
        <div role="alert" className="qd-sign-in-notice">
          Your session has ended. Sign in again to go on where you left off.
        </div>
      )}
      <form className="qd-sign-in-form" onSubmit={onSubmit} noValidate>
        <SignInField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          error={errors.email}
        />
        <SignInField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <p className="qd-sign-in-aside">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <button
          type="submit"
          className="qd-sign-in-button qd-sign-in-primary"
          aria-busy={isLoading || undefined}
        >
          {isLoading ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      {/* Only when the server has Google set up (from /remotes.json): a button that cannot work is a dead end. */}
      {isGoogleSignInAvailable() && (
        <>
          <div className="qd-sign-in-or">or</div>
          <a className="qd-sign-in-button" href={apiUrl(routeOf('startGoogleSignIn').path)}>
            <GoogleOutlined aria-hidden /> Sign in with Google
          </a>
        </>
      )}
    </SignedOutCard>
  );
}
