import { Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { COMPANY_NAME_EMPTY, errorMessage } from 'shared-api';
import { toast } from 'shared-ui';
import { useUpdateTenantNameMutation } from '../api/tenant-settings-api';

/** Company Information: the company name, saved trimmed and never blank. */
export function CompanyInfoCard({ tenantId, name }: { tenantId: string; name: string }) {
  const [value, setValue] = useState(name);
  const [shownName, setShownName] = useState(name);
  // A name that changed elsewhere (or reloaded after a save) replaces the field, unless it is being edited.
  if (name !== shownName) {
    setShownName(name);
    if (value === shownName) setValue(name);
  }
  const [updateName, { isLoading: saving }] = useUpdateTenantNameMutation();
  const trimmed = value.trim();

  const save = async () => {
    if (!trimmed) {
      toast.error(COMPANY_NAME_EMPTY);
      return;
    }
    try {
      await updateName({ tenantId, name: trimmed }).unwrap();
      setValue(trimmed);
      toast.success('Company name updated');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save company name'));
    }
  };

  return (
    <Card title="Company Information">
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item label="Company Name" htmlFor="company-name" style={{ marginBottom: 12 }}>
          <Flex gap="small" wrap>
            <Input
              id="company-name"
              value={value}
              maxLength={200}
              onChange={(event) => setValue(event.target.value)}
              style={{ flex: '1 1 240px' }}
            />
            <Button type="primary" htmlType="submit" loading={saving} disabled={saving || trimmed === name}>
              Save Changes
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </Card>
  );
}
