// One module per icon, as antd does: the package's root entry drags in every icon, and under jest its CommonJS
// build requires an ESM-only file, which would break the tests of every package importing shared-ui.
import DoubleLeftOutlined from '@ant-design/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/DoubleRightOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, Flex, Select, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PAGE_SIZES, type PageSize, pageCount, resultSummary } from './table-model';

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: size, label: String(size) }));

interface PagerButtonProps {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
}

function PagerButton({ label, icon, disabled, onClick }: PagerButtonProps) {
  return (
    <Tooltip title={label}>
      <Button aria-label={label} icon={icon} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

export interface TablePagerProps {
  page: number;
  pageSize: PageSize;
  total: number;
  /** Hides the summary while the first load has no rows yet, instead of claiming 'No results'. */
  loading: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}

/** Our own pager: antd Pagination has no first/last buttons. */
export function TablePager({
  page,
  pageSize,
  total,
  loading,
  onPageChange,
  onPageSizeChange,
}: TablePagerProps) {
  const pages = pageCount(total, pageSize);
  const onFirstPage = page <= 1;
  const onLastPage = page >= pages;
  return (
    <Flex component="nav" aria-label="Pagination" justify="space-between" align="center" wrap gap="middle">
      <Typography.Text type="secondary" aria-live="polite">
        {loading && total === 0 ? '' : resultSummary(page, pageSize, total)}
      </Typography.Text>
      <Flex align="center" wrap gap="small">
        <Typography.Text>Rows per page</Typography.Text>
        <Select
          aria-label="Rows per page"
          value={pageSize}
          options={PAGE_SIZE_OPTIONS}
          onChange={onPageSizeChange}
          style={{ width: 80 }}
        />
        <Typography.Text>
          Page {page} of {pages}
        </Typography.Text>
        <PagerButton
          label="First page"
          icon={<DoubleLeftOutlined />}
          disabled={onFirstPage}
          onClick={() => onPageChange(1)}
        />
        <PagerButton
          label="Previous page"
          icon={<LeftOutlined />}
          disabled={onFirstPage}
          onClick={() => onPageChange(page - 1)}
        />
        <PagerButton
          label="Next page"
          icon={<RightOutlined />}
          disabled={onLastPage}
          onClick={() => onPageChange(page + 1)}
        />
        <PagerButton
          label="Last page"
          icon={<DoubleRightOutlined />}
          disabled={onLastPage}
          onClick={() => onPageChange(pages)}
        />
      </Flex>
    </Flex>
  );
}
