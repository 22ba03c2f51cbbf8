import type { MessageSummary } from './messages';
import { parseFrom, prefillFrom, senderDisplay } from './sender';

describe('sender display', () => {
  const base = { contact: null, fromEmail: null, fromPhone: null, senderName: null };
  const contact = {
    id: 'c',
    name: 'Dana Whitfield',
    email: 'dana@cafe.com',
    phone: '+19165550142',
    isPrimary: true,
    customerId: 'x',
  };

  it('shows the contact name with their email, else their phone', () => {
    expect(senderDisplay({ ...base, contact, fromEmail: 'other@x.com' })).toEqual({
      name: 'Dana Whitfield',
      detail: 'dana@cafe.com',
    });
    expect(senderDisplay({ ...base, contact: { ...contact, email: null } })).toEqual({
      name: 'Dana Whitfield',
      detail: '+19165550142',
    });
  });

  it('shows a From header as name and address', () => {
    expect(senderDisplay({ ...base, fromEmail: '"Jane Roe" <jane@x.com>' })).toEqual({
      name: 'Jane Roe',
      detail: 'jane@x.com',
    });
    expect(senderDisplay({ ...base, fromEmail: 'Jane Roe <jane@x.com>' })).toEqual({
      name: 'Jane Roe',
      detail: 'jane@x.com',
    });
    expect(senderDisplay({ ...base, fromEmail: 'jane@x.com' })).toEqual({ name: 'jane@x.com', detail: null });
    expect(senderDisplay({ ...base, fromEmail: 'jane@x.com', senderName: 'Jane' })).toEqual({
      name: 'Jane',
      detail: 'jane@x.com',
    });
  });

  it('falls back to the phone, then the sender name', () => {
    expect(senderDisplay({ ...base, fromPhone: '+19165550100' })).toEqual({
      name: '+19165550100',
      detail: null,
    });
    expect(senderDisplay({ ...base, fromPhone: '+19165550100', senderName: 'Victor' })).toEqual({
      name: 'Victor',
      detail: '+19165550100',
    });
    expect(senderDisplay(base)).toEqual({ name: 'Unknown sender', detail: null });
  });

  it('parses From headers and prefills a new contact from them', () => {
    expect(parseFrom('"Roe, Jane" <jane@x.com>')).toEqual({ name: 'Roe, Jane', address: 'jane@x.com' });
    const message = { ...base, fromEmail: '"Jane Roe" <jane@x.com>', fromPhone: '+15550100' } as Pick<
      MessageSummary,
      'contact' | 'fromEmail' | 'fromPhone' | 'senderName'
    >;
    expect(prefillFrom(message)).toEqual({ name: 'Jane Roe', email: 'jane@x.com', phone: '+15550100' });
  });
});
