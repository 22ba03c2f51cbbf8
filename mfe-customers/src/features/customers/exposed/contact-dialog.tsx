import type { ContactDialogProps } from 'shared-api';
import { ContactDialog } from '../components/contact-dialog';

/** `mfe_customers/ContactDialog`: the contact dialog for other remotes (e.g. Add Contact from a message). */
export default function ExposedContactDialog(props: ContactDialogProps) {
  return <ContactDialog {...props} />;
}
