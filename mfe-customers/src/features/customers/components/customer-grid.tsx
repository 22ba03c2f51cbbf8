import { Button, Col, Empty, Row } from 'antd';
import { useState } from 'react';
import type { CustomerWithFigures } from 'shared-api';
import { CustomerCard } from './customer-card';

/** Cards the grid shows at first and per 'Show more', so a list of a thousand renders in steps. */
const CARDS_PER_STEP = 60;

/** The List view: a grid of detailed cards, or the 'No customers found' state. */
export function CustomerGrid({
  customers,
  searching,
}: {
  customers: CustomerWithFigures[];
  searching: boolean;
}) {
  const [shown, setShown] = useState(CARDS_PER_STEP);
  if (customers.length === 0) {
    return (
      <Empty
        description={
          <>
            <strong style={{ display: 'block' }}>No customers found</strong>
            {searching ? 'Try adjusting your search' : 'Get started by adding your first customer'}
          </>
        }
      />
    );
  }
  const hidden = customers.length - shown;
  return (
    <>
      <Row gutter={[16, 16]}>
        {customers.slice(0, shown).map((customer) => (
          <Col key={customer.id} xs={24} sm={12} lg={8} xl={6}>
            <CustomerCard customer={customer} detailed />
          </Col>
        ))}
      </Row>
      {hidden > 0 && (
        <Button
          type="dashed"
          block
          style={{ marginTop: 16 }}
          onClick={() => setShown((count) => count + CARDS_PER_STEP)}
        >
          Show more ({hidden})
        </Button>
      )}
    </>
  );
}
