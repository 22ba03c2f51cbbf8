import { Button, Card, Empty, Flex } from 'antd';
import { useNavigate } from 'react-router';
import type { Dashboard } from 'shared-api';

/** The first steps of a tenant with no messages or customers yet; a step already done is left out. */
export function NewTenantSteps({ setup }: { setup: Dashboard['setup'] }) {
  const navigate = useNavigate();
  const steps = [
    { label: 'Add a catalog', to: '/catalogs', done: setup.hasCatalogs },
    { label: 'Import from Gmail', to: '/user-settings', done: setup.hasMessages },
    { label: 'Add a customer', to: '/customers', done: setup.hasCustomers },
  ].filter((step) => !step.done);
  return (
    <Card>
      <Empty description="Nothing to show yet. Set up your workspace and your figures will appear here.">
        <Flex gap={8} justify="center" wrap>
          {steps.map(({ label, to }, index) => (
            <Button key={to} type={index === 0 ? 'primary' : 'default'} onClick={() => navigate(to)}>
              {label}
            </Button>
          ))}
        </Flex>
      </Empty>
    </Card>
  );
}
