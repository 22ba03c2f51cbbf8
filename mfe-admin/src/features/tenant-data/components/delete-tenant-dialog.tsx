import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { errorMessage, type Tenant } from 'shared-api';
import { toast } from 'shared-ui';
import { useDeleteTenantMutation } from '../api/tenant-data-api';

export interface DeleteTenantDialogProps {
  tenant: Tenant;
  onCancel: () => void;
  /** Called once the server has deleted the company. */
  onDeleted: () => void;
}

/**
 * The last step before a company and everything it keeps are deleted: its name typed exactly as it is written
 * (Delete stays disabled until it is), which the server checks again.
 */
export function DeleteTenantDialog({ tenant, onCancel, onDeleted }: DeleteTenantDialogProps) {
  const [typed, setTyped] = useState('');
  const [remove, { isLoading }] = useDeleteTenantMutation();
  const inputId = useId();

  const confirm = async () => {
    try {
      await remove({ tenantId: tenant.id, confirmation: typed }).unwrap();
      onDeleted();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete the company'));
    }
  };

  return (
    <Modal
      open
      title={`Delete ${tenant.name}?`}
      okText="Delete this company"
      okButtonProps={{ danger: true, disabled: typed !== tenant.name }}
      confirmLoading={isLoading}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Alert
          type="error"
          showIcon
          title="This cannot be undone."
          description="Every customer, contact, message, quote, catalog, user, log, setting and uploaded file of the company is deleted at once, and its users are signed out. Export its data first to keep a copy."
        />
        <Flex vertical gap={4}>
          <label htmlFor={inputId}>
            Type <Typography.Text strong>{tenant.name}</Typography.Text> to confirm
          </label>
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            onPressEnter={() => typed === tenant.name && void confirm()}
          />
        </Flex>
      </Flex>
    </Modal>
  );
}
