export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { type ConfirmOptions, useConfirm } from './use-confirm';
