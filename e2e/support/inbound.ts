import { expect, type Page } from '@playwright/test';
import { xsrfHeader } from './sign-in';

/** A message as the API lists it, with the fields the specs read. */
export interface ListedMessage {
  id: string;
  subject: string | null;
  status: string;
  source: string;
  fromEmail: string | null;
  contactId: string | null;
  customerId: string | null;
  contact: { email: string | null } | null;
}

/** Posts messages the way a provider does, with a fresh inbound key of the signed-in admin's tenant. */
export async function inbound(page: Page, messages: object[]): Promise<ListedMessage[]> {
  const session = await (await page.request.get('/api/session/current')).json();
  const keyResponse = await page.request.post(`/api/tenants/${session.tenantId}/inbound-key`, {
    headers: await xsrfHeader(page.context()),
  });
  expect(keyResponse.status()).toBe(201);
  const { key } = await keyResponse.json();
  const stored: ListedMessage[] = [];
  for (const message of messages) {
    const response = await page.request.post('/api/inbound/messages', {
      headers: { authorization: `Bearer ${key}` },
      data: message,
    });
    expect(response.status()).toBe(201);
    stored.push(await response.json());
  }
  return stored;
}
