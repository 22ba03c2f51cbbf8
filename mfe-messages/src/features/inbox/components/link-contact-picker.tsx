import { Button, Flex } from 'antd';
import { useState } from 'react';
import { skipToken } from 'shared-api';
import { usePhoneScreen } from 'shared-ui';
import { SearchSelect } from 'shared-ui/search-select';
import { useGetLinkableContactsQuery } from '../api/messages-api';

interface LinkContactPickerProps {
  tenantId: string;
  linking: boolean;
  onLink(contactId: string): void;
}

/**
 * Link a message to an existing contact: the server finds the first matches of what is typed (loaded when
 * first opened), never the whole tenant's contacts.
 */
export function LinkContactPicker({ tenantId, linking, onLink }: LinkContactPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [contactId, setContactId] = useState<string | null>(null);
  const phone = usePhoneScreen();
  const { currentData: contacts, isFetching } = useGetLinkableContactsQuery(
    open ? { tenantId, search } : skipToken,
  );
  if (!open) return <Button onClick={() => setOpen(true)}>Link to contact</Button>;
  return (
    <Flex gap="small" wrap style={{ flex: 1, minWidth: 260 }}>
      <SearchSelect
        autoFocus
        defaultOpen
        aria-label="Contact to link"
        placeholder="Search contacts by name, email or company"
        searching={isFetching}
        onSearch={setSearch}
        style={{ flex: 1, minWidth: 220 }}
        value={contactId}
        onChange={setContactId}
        options={(contacts ?? []).map((contact) => ({
          value: contact.id,
          label: [contact.name, contact.email ?? contact.phone, contact.customerName]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
      <Button
        type="primary"
        size={phone ? 'large' : undefined}
        disabled={!contactId}
        loading={linking}
        onClick={() => contactId && onLink(contactId)}
      >
        Link
      </Button>
      <Button onClick={() => setOpen(false)}>Cancel</Button>
    </Flex>
  );
}
