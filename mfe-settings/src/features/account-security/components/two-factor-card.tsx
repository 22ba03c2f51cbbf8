import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { User } from 'shared-api';
import { TurnOffTwoFactorForm } from './turn-off-two-factor-form';

/** The enrolment (and its QR code library) loads only when the user starts it. */
const TwoFactorEnrolment = lazy(() =>
  import('shared-ui/account-security').then((module) => ({ default: module.TwoFactorEnrolment })),
);

/** Two-factor sign-in: on (the user may turn it off, an admin reset it), or a button that walks through enrolling. */
export function TwoFactorCard({ user }: { user: User }) {
  const [step, setStep] = useState<'enrolling' | 'turning-off' | null>(null);
  const done = () => setStep(null);

  return (
    <Card title="Two-factor sign-in">
      {step === 'enrolling' ? (
        <Suspense fallback={<Spin />}>
          <TwoFactorEnrolment onDone={done} />
        </Suspense>
      ) : user.twoFactorEnabled ? (
        <Flex vertical gap="middle">
          <Alert
            type="success"
            showIcon
            title="Two-factor sign-in is on."
            description="Sign-in asks for a code from your authenticator app. Lost your device? Use a recovery code, or ask an administrator to reset it."
          />
          {user.twoFactorRequired ? (
            <Typography.Text type="secondary">
              Your organization requires two-factor sign-in, so it stays on.
            </Typography.Text>
          ) : step === 'turning-off' ? (
            <TurnOffTwoFactorForm onClose={done} />
          ) : (
            <Button style={{ alignSelf: 'flex-start' }} onClick={() => setStep('turning-off')}>
              Turn off two-factor sign-in
            </Button>
          )}
        </Flex>
      ) : (
        <Flex vertical gap="middle" align="flex-start">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Protect your account with a code from an authenticator app at each sign-in.
          </Typography.Paragraph>
          <Button type="primary" onClick={() => setStep('enrolling')}>
            Set up two-factor sign-in
          </Button>
        </Flex>
      )}
    </Card>
  );
}
