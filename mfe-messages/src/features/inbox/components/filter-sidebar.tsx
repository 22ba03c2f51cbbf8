import DownOutlined from '@ant-design/icons/DownOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Badge, Button, Flex, Typography, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { countText, SOURCE_FILTERS, type SourceFilter, STATUS_FILTERS, type StatusFilter } from 'shared-api';
import type { Counts } from '../logic/filters';

export interface FilterSidebarProps {
  counts: Counts;
  source: SourceFilter;
  status: StatusFilter;
  onSource(source: SourceFilter): void;
  onStatus(status: StatusFilter): void;
}

/** The inbox's left pane: the Source and Status lists with their counts, each section collapsible. */
export function FilterSidebar({ counts, source, status, onSource, onStatus }: FilterSidebarProps) {
  return (
    <nav aria-label="Message filters">
      <Section title="Source">
        {SOURCE_FILTERS.map((entry) => (
          <FilterEntry
            key={entry}
            entry={entry}
            label={<span style={{ textTransform: 'capitalize' }}>{entry}</span>}
            count={counts.source[entry]}
            capped={counts.capped}
            active={entry === source}
            onClick={() => onSource(entry)}
          />
        ))}
      </Section>
      <Section title="Status">
        {STATUS_FILTERS.map((entry) => (
          <FilterEntry
            key={entry}
            entry={entry}
            label={entry}
            count={counts.status[entry]}
            capped={counts.capped}
            active={entry === status}
            onClick={() => onStatus(entry)}
          />
        ))}
      </Section>
    </nav>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <section style={{ marginBottom: 16 }}>
      <Button
        type="text"
        block
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        icon={open ? <DownOutlined /> : <RightOutlined />}
        style={{ justifyContent: 'flex-start', fontWeight: 600 }}
      >
        {title}
      </Button>
      {open && <Flex vertical>{children}</Flex>}
    </section>
  );
}

interface FilterEntryProps {
  entry: string;
  label: ReactNode;
  count: number;
  /** The count is a lower bound (shown '1000+'). */
  capped: boolean;
  active: boolean;
  onClick(): void;
}

function FilterEntry({ entry, label, count, capped, active, onClick }: FilterEntryProps) {
  const { token } = theme.useToken();
  return (
    <Button
      type={active ? 'primary' : 'text'}
      block
      aria-pressed={active}
      data-filter={entry}
      data-count={count}
      onClick={onClick}
    >
      <Flex justify="space-between" align="center" style={{ width: '100%' }}>
        <Typography.Text style={{ color: 'inherit' }}>{label}</Typography.Text>
        <Badge
          count={capped ? countText(count, capped) : count}
          showZero
          overflowCount={99_999}
          color={active ? token.colorBgContainer : token.colorFillSecondary}
          style={{ color: active ? token.colorPrimary : token.colorText }}
        />
      </Flex>
    </Button>
  );
}
