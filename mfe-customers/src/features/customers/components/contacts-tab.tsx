import { Button, Flex, List, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { Contact, ContactDialogMode } from 'shared-api';
import { InitialAvatar } from 'shared-ui';
import { useGetCustomerContactsQuery } from '../api/customers-api';
import { useSilentFailure } from '../hooks/use-silent-failure';
import { ContactDialog } from './contact-dialog';

type DialogState = { mode: ContactDialogMode; contact: Contact | null } | null;

/** The Contacts tab: the customer's contacts, '+ New Contact', and the contact dialog. */
export function ContactsTab({ customerId }: { customerId: string }) {
  const { data: contacts, isLoading, isError } = useGetCustomerContactsQuery(customerId);
  const [dialog, setDialog] = useState<DialogState>(null);
  useSilentFailure(isError, 'Failed to load contacts');

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setDialog({ mode: 'add', contact: null })}>
          + New Contact
        </Button>
      </Flex>
      {isLoading ? (
        <Spin />
      ) : (contacts ?? []).length === 0 ? (
        <Typography.Text type="secondary">No contacts found for this customer.</Typography.Text>
      ) : (
        <List
          bordered
          dataSource={contacts}
          rowKey="id"
          renderItem={(contact) => (
            <List.Item>
              <List.Item.Meta
                avatar={<InitialAvatar name={contact.name} />}
                title={
                  <Flex gap={8} align="center">
                    <Button
                      type="text"
                      style={{ padding: 0, height: 'auto', fontWeight: 600 }}
                      onClick={() => setDialog({ mode: 'view', contact })}
                    >
                      {contact.name}
                    </Button>
                    {contact.isPrimary && <Tag color="blue">Primary</Tag>}
                  </Flex>
                }
                description={
                  [contact.email, contact.phone].filter(Boolean).join(' · ') || 'No email or phone'
                }
              />
            </List.Item>
          )}
        />
      )}
      <ContactDialog
        open={dialog !== null}
        mode={dialog?.mode ?? 'add'}
        contact={dialog?.contact}
        customerId={customerId}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
