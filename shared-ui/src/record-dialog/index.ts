export {
  type RecordDialogFooterOptions,
  type RecordDialogMode,
  recordDialogFooter,
} from './record-dialog-footer';
