import { Card, Flex, Switch, Typography } from 'antd';
import { errorMessage } from 'shared-api';
import { LoadFailure, toast } from 'shared-ui';
import { useGetTwoFactorPolicyQuery, useUpdateTwoFactorPolicyMutation } from '../api/tenant-settings-api';

/** Whether everyone in the company must sign in with a second factor; those without one enrol at next sign-in. */
export function TwoFactorPolicyCard({ tenantId }: { tenantId: string }) {
  const policy = useGetTwoFactorPolicyQuery(tenantId);
  const [update, { isLoading }] = useUpdateTwoFactorPolicyMutation();

  const change = async (required: boolean) => {
    try {
      await update({ tenantId, required }).unwrap();
      toast.success(
        required ? 'Two-factor sign-in is now required' : 'Two-factor sign-in is no longer required',
      );
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save the two-factor requirement'));
    }
  };

  return (
    <Card title="Security">
      {policy.isError ? (
        <LoadFailure title="Failed to load the two-factor requirement" onRetry={policy.refetch} />
      ) : (
        <Flex gap="middle" align="center">
          <Switch
            id="require-two-factor"
            checked={policy.data?.required ?? false}
            loading={policy.isLoading || isLoading}
            onChange={(required) => void change(required)}
          />
          <Typography.Text>
            <label htmlFor="require-two-factor">Require two-factor sign-in for everyone</label>
            <br />
            <Typography.Text type="secondary">
              Users without it are led through setting it up at their next sign-in.
            </Typography.Text>
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
