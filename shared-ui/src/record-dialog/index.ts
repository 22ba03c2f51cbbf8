export {
  type RecordDialogFooterOptions,
  type RecordDialogMode,
  recordDialogFooter,
} from './record-dialog-footer';
export { useFocusReturn } from './use-focus-return';
