import type { ThemeConfig } from 'antd';

/**
 * On a phone, controls are sized for a thumb: every field and button at least 40 px high, large (primary)
 * actions 48 px, small ones 28 px — above WCAG 2.2's 24 × 24 px minimum and Apple's and Google's 44 px for
 * primary actions.
 */
export const TOUCH_TOKENS = {
  controlHeight: 40,
  controlHeightLG: 48,
  controlHeightSM: 28,
} satisfies ThemeConfig['token'];

/** The class a phone gives every dialog: it becomes a full-screen sheet (PHONE_SHEET_CSS). */
export const PHONE_SHEET_CLASS = 'qd-sheet';

/**
 * A dialog on a phone fills the screen, its body scrolling between the title and the buttons. antd sets a
 * dialog's width inline (520 px by default), hence the one `!important`.
 */
export const PHONE_SHEET_CSS = `
.${PHONE_SHEET_CLASS}.ant-modal { width: 100vw !important; max-width: 100vw; margin: 0; top: 0; padding-bottom: 0; }
.${PHONE_SHEET_CLASS} .ant-modal-container { min-height: 100dvh; border-radius: 0; display: flex; flex-direction: column; }
.${PHONE_SHEET_CLASS} .ant-modal-body { flex: 1; }
`;

/**
 * Icon controls antd draws inside a field (show password, clear) are 14 px: each gets a 24 × 24 px target, WCAG
 * 2.2's minimum (2.5.8), at every width.
 */
export const TARGET_SIZE_CSS = `
.ant-input-password-icon, .ant-input-clear-icon, .ant-select-clear {
  min-width: 24px; min-height: 24px; display: inline-flex; align-items: center; justify-content: center;
}
`;
