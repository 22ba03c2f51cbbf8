import { Button, Flex, Spin, Tag, Typography } from 'antd';
import Listy from 'antd/es/listy';
import { useState } from 'react';
import type { Contact, ContactDialogMode } from 'shared-api';
import { InitialAvatar, LoadFailure } from 'shared-ui';
import { useActionSize } from '../../../shared/use-action-size';
import { useGetCustomerContactsInfiniteQuery } from '../api/customers-api';
import { useSilentFailure } from '../hooks/use-silent-failure';
import { ContactDialog } from './contact-dialog';
import { LoadMore } from './load-more';

type DialogState = { mode: ContactDialogMode; contact: Contact | null } | null;

/** The Contacts tab: the customer's contacts page by page (primary first), '+ New Contact', and the dialog. */
export function ContactsTab({ customerId }: { customerId: string }) {
  const { data, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetCustomerContactsInfiniteQuery(customerId);
  const [dialog, setDialog] = useState<DialogState>(null);
  const actionSize = useActionSize();
  useSilentFailure(isError, 'Failed to load contacts');
  const contacts = data?.pages.flatMap((page) => page.contacts) ?? [];

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button type="primary" size={actionSize} onClick={() => setDialog({ mode: 'add', contact: null })}>
          + New Contact
        </Button>
      </Flex>
      {isLoading ? (
        <Spin />
      ) : isError && contacts.length === 0 ? (
        <LoadFailure title="Contacts could not be loaded." onRetry={refetch} />
      ) : contacts.length === 0 ? (
        <Typography.Text type="secondary">No contacts found for this customer.</Typography.Text>
      ) : (
        <Listy
          items={contacts}
          rowKey="id"
          itemRender={(contact) => (
            <Flex gap={12} align="center">
              <InitialAvatar name={contact.name} />
              <Flex vertical style={{ minWidth: 0 }}>
                <Flex gap={8} align="center">
                  <Button
                    type="text"
                    style={{ padding: 0, height: 'auto', minHeight: 24, fontWeight: 600 }}
                    onClick={() => setDialog({ mode: 'view', contact })}
                  >
                    {contact.name}
                  </Button>
                  {contact.isPrimary && <Tag color="blue">Primary</Tag>}
                </Flex>
                <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                  {[contact.email, contact.phone].filter(Boolean).join(' · ') || 'No email or phone'}
                </Typography.Text>
              </Flex>
            </Flex>
          )}
        />
      )}
      <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} onLoad={() => fetchNextPage()}>
        Show more contacts
      </LoadMore>
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
