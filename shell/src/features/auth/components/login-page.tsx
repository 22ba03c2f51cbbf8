import GoogleOutlined from '@ant-design/icons/GoogleOutlined';
// antd by component, not the whole design system: this page is every phone user's first screen (the shell's
// first script holds these; the rest of antd and shared-ui load with the signed-in app).
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { lazy, Suspense, useState } from 'react';
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
import { EmailField } from '../../../shared/email-field';
import { pathAfterSignIn, SESSION_ENDED } from '../../../shared/session/return-path';
import { saveSession } from '../../../shared/session/session-storage';
import { SignedOutCard, SignedOutText, SignedOutTitle } from '../../../shared/signed-out-card';
import { useGoogleSignInError } from '../google-sign-in-error';
import { SecondFactorForm } from './second-factor-form';

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
  useGoogleSignInError();

  const signedIn = (session: LoginResponse) => {
    saveSession(session);
    // Answers cached while signed out (401s) must not outlive the sign-in, nor how the last session ended.
    dispatch(api.util.resetApiState());
    dispatch(sessionStarted());
    navigate(pathAfterSignIn(params), { replace: true });
  };

  const onFinish = async (values: LoginRequest) => {
    try {
      const answer = await login(values).unwrap();
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
        <Suspense fallback={<Spin />}>
          <TwoFactorEnrolment onDone={({ signedIn: session }) => session && signedIn(session)} />
        </Suspense>
      </SignedOutCard>
    );
  }

  return (
    <SignedOutCard>
      <SignedOutTitle>Sign in to your account</SignedOutTitle>
      {params.get('reason') === SESSION_ENDED && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Your session has ended. Sign in again to go on where you left off."
        />
      )}
      <Form<LoginRequest> layout="vertical" onFinish={onFinish} requiredMark={false}>
        <EmailField />
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Please enter your password' }]}
        >
          <Input.Password autoComplete="current-password" required />
        </Form.Item>
        <p style={{ margin: '-8px 0 1em', textAlign: 'right' }}>
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {isLoading ? 'Signing in...' : 'Sign In'}
        </Button>
      </Form>
      {/* Only when the server has Google set up (from /remotes.json): a button that cannot work is a dead end. */}
      {isGoogleSignInAvailable() && (
        <>
          <Divider plain>or</Divider>
          <Button block icon={<GoogleOutlined />} href={apiUrl(routeOf('startGoogleSignIn').path)}>
            Sign in with Google
          </Button>
        </>
      )}
    </SignedOutCard>
  );
}
