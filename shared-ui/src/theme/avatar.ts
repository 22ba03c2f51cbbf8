/** Initials are white on this grey: 7:1, where antd's default 25 % grey gives about 2:1 (WCAG AA needs 4.5:1). */
export const AVATAR_BACKGROUND = '#595959';
