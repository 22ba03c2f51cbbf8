export { ImportDialog, type ImportDialogProps } from './import-dialog';
