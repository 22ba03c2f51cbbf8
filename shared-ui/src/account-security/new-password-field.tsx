import { Form, Input, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from 'shared-api';
import { loadStrengthEstimator, STRENGTH_LABELS } from './password-strength';

const STRENGTH_COLORS = ['#cf1322', '#d4380d', '#d48806', '#389e0d', '#237804'];

/** The zxcvbn score (0–4) of a password, or null until the estimator has loaded. */
function useStrength(password: string, userInputs: string[]): number | null {
  const [score, setScore] = useState<number | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    let current = true;
    void loadStrengthEstimator().then((estimate) => {
      if (current) setScore(estimate(password, inputs.split('\n').filter(Boolean)));
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);
  return score;
}

/** How strong the password is, as zxcvbn estimates it; advice only: the rule is the minimum length. */
export function PasswordStrengthMeter({
  password,
  userInputs = [],
}: {
  password: string;
  userInputs?: string[];
}) {
  const score = useStrength(password, userInputs);
  if (!password || score === null) return null;
  const label = STRENGTH_LABELS[score] ?? STRENGTH_LABELS[0];
  return (
    <div aria-live="polite" data-testid="password-strength">
      <Progress
        percent={(score + 1) * 20}
        showInfo={false}
        strokeColor={STRENGTH_COLORS[score]}
        size="small"
        aria-label={`Password strength: ${label}`}
      />
      <Typography.Text type="secondary">Strength: {label}</Typography.Text>
    </div>
  );
}

interface NewPasswordFieldProps {
  name?: string;
  label?: string;
  /** The user's name or email: a password made of them is rated weak. */
  userInputs?: string[];
  autoFocus?: boolean;
}

/** A new password: at least `MIN_PASSWORD_LENGTH` characters (the server's rule too), with a strength meter. */
export function NewPasswordField({
  name = 'password',
  label = 'New password',
  userInputs,
  autoFocus,
}: NewPasswordFieldProps) {
  const form = Form.useFormInstance();
  const password: string = Form.useWatch(name, form) ?? '';
  return (
    <Form.Item
      label={label}
      name={name}
      extra={<PasswordStrengthMeter password={password} userInputs={userInputs} />}
      rules={[
        { required: true, message: 'Please enter a password' },
        { min: MIN_PASSWORD_LENGTH, message: `Use at least ${MIN_PASSWORD_LENGTH} characters` },
      ]}
    >
      <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
    </Form.Item>
  );
}
