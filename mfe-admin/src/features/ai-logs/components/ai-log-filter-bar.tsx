import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Flex, Input, Select } from 'antd';
import DatePicker from 'antd/es/date-picker';
import { useState } from 'react';
import { AI_LOG_SOURCES, type AiLogFilters } from '../ai-log-filters';

const SOURCE_OPTIONS = AI_LOG_SOURCES.map((source) => ({
  value: source,
  label: source === 'all' ? 'All sources' : source,
}));

/** The AI Logs filters: search, From Date and To Date (date-time), Source; applied by 'Apply Filters'. */
export function AiLogFilterBar({ onApply }: { onApply: (filters: AiLogFilters) => void }) {
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState<AiLogFilters['from']>(null);
  const [to, setTo] = useState<AiLogFilters['to']>(null);
  const [source, setSource] = useState('all');
  const apply = () => onApply({ search, from, to, source });

  return (
    <Flex wrap gap="small" align="center">
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Search logs..."
        aria-label="Search logs"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onPressEnter={apply}
        style={{ maxWidth: 280 }}
      />
      <DatePicker showTime placeholder="From Date" aria-label="From Date" value={from} onChange={setFrom} />
      <DatePicker showTime placeholder="To Date" aria-label="To Date" value={to} onChange={setTo} />
      <Select
        aria-label="Source"
        value={source}
        onChange={setSource}
        options={SOURCE_OPTIONS}
        style={{ minWidth: 200 }}
      />
      <Button type="primary" onClick={apply}>
        Apply Filters
      </Button>
    </Flex>
  );
}
