import { Button, Dropdown } from 'antd';
import { type CustomerWithFigures, PIPELINE_COLUMNS, type PipelineColumnKey } from 'shared-api';

interface MoveToMenuProps {
  customer: CustomerWithFigures;
  /** The column showing the card: the menu offers the others. */
  column: PipelineColumnKey;
  onMoveTo(column: PipelineColumnKey): void;
}

/**
 * A card's "Move to…" menu of the other columns: the same move as a drag, for keyboards, touch and the compact
 * screen's one column. Clicks stop here, or the card under it would open the customer.
 */
export function MoveToMenu({ customer, column, onMoveTo }: MoveToMenuProps) {
  const items = PIPELINE_COLUMNS.filter(({ key }) => key !== column).map(({ key, title }) => ({
    key,
    label: title,
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          onMoveTo(key as PipelineColumnKey);
        },
      }}
    >
      <Button
        type="text"
        size="small"
        aria-label={`Move to… ${customer.name}`}
        onClick={(event) => event.stopPropagation()}
        style={{ marginTop: 6 }}
      >
        Move to…
      </Button>
    </Dropdown>
  );
}
