import { usePhoneScreen } from 'shared-ui';

/** The size of a screen's primary actions (Save, Send, Add): large on a phone, a thumb's 48 px target. */
export const useActionSize = () => (usePhoneScreen() ? 'large' : 'middle');
