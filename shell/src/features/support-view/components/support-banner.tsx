import { Alert, Button } from 'antd';
import { errorMessage, useGetCurrentSessionQuery } from 'shared-api';
import { toast } from 'shared-ui';
import { useEndSupportViewMutation } from '../api/support-view-api';

const GO_BACK_FAILED = 'Failed to go back to your tenant';

/** Above every page while a super admin views a tenant as support, with the way back. */
export function SupportBanner() {
  const { data: session } = useGetCurrentSessionQuery();
  const [endSupportView, { isLoading }] = useEndSupportViewMutation();
  if (!session?.viewingAsSupport) return null;

  const goBack = async () => {
    try {
      await endSupportView().unwrap();
    } catch (error) {
      toast.error(errorMessage(error, GO_BACK_FAILED));
    }
  };

  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      data-testid="support-banner"
      style={{ marginBottom: 16 }}
      title={`Viewing as ${session.tenantName}`}
      description="You are working in this tenant as support: every change is recorded in its audit log."
      action={
        <Button size="small" onClick={goBack} loading={isLoading}>
          Back to my tenant
        </Button>
      }
    />
  );
}
