import type { Contact, CurrentSession, Customer } from './contract/entities';
import type { AppDispatch } from './store';

/**
 * Props of the components one remote exposes for another (through Module Federation, never copied), so the
 * provider and its consumers type-check against one contract.
 */

/** Sender details a message offers to prefill a new customer or contact with. */
export interface PrefillFromMessage {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** `mfe_customers/CustomerForm`: add (no `customer`) or edit a customer in a modal. */
export interface CustomerFormProps {
  open: boolean;
  customer?: Customer | null;
  /** Initial values of a new customer (ignored when editing). */
  prefill?: PrefillFromMessage;
  onClose(): void;
  onSaved(customer: Customer): void;
}

export type ContactDialogMode = 'view' | 'edit' | 'add';

/** `mfe_customers/ContactDialog`: view, edit or add a contact in a modal. */
export interface ContactDialogProps {
  open: boolean;
  mode: ContactDialogMode;
  contact?: Contact | null;
  /** The customer a new contact belongs to; without it, add mode shows a customer picker. */
  customerId?: string | null;
  prefill?: PrefillFromMessage;
  onClose(): void;
  onSaved?(contact: Contact): void;
  onDeleted?(contactId: string): void;
}

/** `mfe_settings/TenantSettings`: the tenant's company information and branding (admins only). */
export interface TenantSettingsProps {
  tenantId: string;
}

/**
 * What a remote's `./routes` module may export beside its screen, as `prefetch`: the requests the opened page
 * starts with, which the shell fires once the module has loaded and the session is known, while the screen
 * renders (as a router's data loader would) instead of after its first render. It may answer a promise that
 * settles when they are in the cache: the shell's first render waits for it (briefly), so the page renders
 * with its data at once.
 */
export type RoutePrefetch = (context: {
  dispatch: AppDispatch;
  session: CurrentSession;
  /** The path opened, e.g. `/customers/3f1c…`. */
  pathname: string;
}) => PromiseLike<unknown> | undefined;
