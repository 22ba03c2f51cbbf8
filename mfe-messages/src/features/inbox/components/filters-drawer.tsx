import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { Button } from 'antd';
// By path: the shared antd facade has the light components only (build-config/facades/antd.js).
import Drawer from 'antd/es/drawer';
import { useState } from 'react';
import { filtersButtonText } from '../logic/filters';
import { FilterSidebar, type FilterSidebarProps } from './filter-sidebar';

/**
 * On a compact screen the filter pane gives its width to the list: its Source and Status lists, with their
 * counts, open in a drawer from a button that names the filters in force. The drawer stays open while choosing,
 * so a source and a status can both be set; the list changes behind it.
 */
export function FiltersDrawer(props: FilterSidebarProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FilterOutlined />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {filtersButtonText(props)}
      </Button>
      <Drawer title="Filters" placement="left" size={300} open={open} onClose={() => setOpen(false)}>
        <FilterSidebar {...props} />
      </Drawer>
    </>
  );
}
