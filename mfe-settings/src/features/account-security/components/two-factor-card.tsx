import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { User } from 'shared-api';

/** The enrolment (and its QR code library) loads only when the user starts it. */
const TwoFactorEnrolment = lazy(() =>
  import('shared-ui/account-security').then((module) => ({ default: module.TwoFactorEnrolment })),
);

/** Two-factor sign-in: on (an admin can reset it), or a button that walks through enrolling. */
export function TwoFactorCard({ user }: { user: User }) {
  const [enrolling, setEnrolling] = useState(false);

  return (
    <Card title="Two-factor sign-in">
      {user.twoFactorEnabled && !enrolling ? (
        <Alert
          type="success"
          showIcon
          title="Two-factor sign-in is on."
          description="Sign-in asks for a code from your authenticator app. Lost your device? Use a recovery code, or ask an administrator to reset it."
        />
      ) : enrolling ? (
        <Suspense fallback={<Spin />}>
          <TwoFactorEnrolment onDone={() => setEnrolling(false)} />
        </Suspense>
      ) : (
        <Flex vertical gap="middle" align="flex-start">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Protect your account with a code from an authenticator app at each sign-in.
          </Typography.Paragraph>
          <Button type="primary" onClick={() => setEnrolling(true)}>
            Set up two-factor sign-in
          </Button>
        </Flex>
      )}
    </Card>
  );
}
