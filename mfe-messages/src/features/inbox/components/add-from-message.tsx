import { Button, Spin } from 'antd';
import { useState } from 'react';
import type { ContactDialogProps, CustomerFormProps, PrefillFromMessage } from 'shared-api';
import { FederatedComponent } from 'shared-ui/remote-host';

interface AddFromMessageProps {
  prefill: PrefillFromMessage;
  /** Link the message to the new contact and refresh it. */
  onContactSaved(contactId: string): void;
}

type Step = { kind: 'closed' } | { kind: 'customer' } | { kind: 'contact'; customerId: string | null };

const remote = 'mfe_customers';
const loading = <Spin size="small" />;
const unavailable = (retry: () => void) => (
  <Button size="small" danger onClick={retry}>
    Customer forms are unavailable. Retry
  </Button>
);

/**
 * Add Customer / Add Contact for a message from someone unknown: the customers team's own form and dialog
 * (federated, never copied), prefilled from the sender. A new customer goes on to its first contact.
 */
export function AddFromMessage({ prefill, onContactSaved }: AddFromMessageProps) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  // The forms call onClose after onSaved too: closing one step must not undo the step it moved on to.
  const closeStep = (kind: Step['kind']) =>
    setStep((current) => (current.kind === kind ? { kind: 'closed' } : current));
  return (
    <>
      <Button onClick={() => setStep({ kind: 'contact', customerId: null })}>Add Contact</Button>
      <Button onClick={() => setStep({ kind: 'customer' })}>Add Customer</Button>
      {step.kind === 'customer' && (
        <FederatedComponent<CustomerFormProps>
          remote={remote}
          module="./CustomerForm"
          loading={loading}
          fallback={unavailable}
          props={{
            open: true,
            prefill,
            onClose: () => closeStep('customer'),
            onSaved: (customer) => setStep({ kind: 'contact', customerId: customer.id }),
          }}
        />
      )}
      {step.kind === 'contact' && (
        <FederatedComponent<ContactDialogProps>
          remote={remote}
          module="./ContactDialog"
          loading={loading}
          fallback={unavailable}
          props={{
            open: true,
            mode: 'add',
            customerId: step.customerId,
            prefill,
            onClose: () => closeStep('contact'),
            onSaved: (contact) => {
              closeStep('contact');
              onContactSaved(contact.id);
            },
          }}
        />
      )}
    </>
  );
}
