import { Button } from 'antd';
import type { ReactNode } from 'react';

export type RecordDialogMode = 'view' | 'edit' | 'add';

export interface RecordDialogFooterOptions {
  mode: RecordDialogMode;
  /** The save button's label when adding, e.g. 'Add Service' ('Save Changes' when editing). */
  addLabel: string;
  saving?: boolean;
  deleting?: boolean;
  onClose(): void;
  onEdit(): void;
  onSave(): void;
  /** Offers Delete in view mode; the caller asks for confirmation. */
  onDelete?(): void;
}

/**
 * The buttons of a view/edit/add dialog (docs/product-rules.md#record-dialogs), the same in every screen:
 * viewing offers Close, Edit and Delete; editing and adding offer Cancel and save.
 */
export function recordDialogFooter(options: RecordDialogFooterOptions): ReactNode[] {
  const { mode, addLabel, saving, deleting, onClose, onEdit, onSave, onDelete } = options;
  if (mode !== 'view') {
    return [
      <Button key="cancel" onClick={onClose}>
        Cancel
      </Button>,
      <Button key="save" type="primary" loading={saving} onClick={onSave}>
        {mode === 'add' ? addLabel : 'Save Changes'}
      </Button>,
    ];
  }
  return [
    <Button key="close" onClick={onClose}>
      Close
    </Button>,
    <Button key="edit" type="primary" onClick={onEdit}>
      Edit
    </Button>,
    onDelete && (
      <Button key="delete" danger loading={deleting} onClick={onDelete}>
        Delete
      </Button>
    ),
  ].filter(Boolean);
}
