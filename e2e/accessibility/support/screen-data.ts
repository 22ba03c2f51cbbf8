import { expect, type Page } from '@playwright/test';
import type { ScreenData } from './screens';

interface Listed {
  id: string;
  subject?: string | null;
  status?: string;
  contactId?: string | null;
  customerId?: string | null;
}

/**
 * A demo message already read (opening it changes nothing other tests count), with a subject no other message
 * has, from a sender nobody knows yet (so it offers Add Customer), and the first demo customer; read through
 * the API as the signed-in user.
 */
export async function screenData(page: Page): Promise<ScreenData> {
  const { messages } = (await (await page.request.get('/api/messages')).json()) as { messages: Listed[] };
  const subjects = messages.map((message) => message.subject);
  const message = messages.find(
    (m) =>
      m.status === 'READ' &&
      !m.contactId &&
      !m.customerId &&
      m.subject &&
      subjects.filter((s) => s === m.subject).length === 1,
  );
  const { customers } = (await (await page.request.get('/api/customers')).json()) as { customers: Listed[] };
  expect(message, 'a read demo message with a unique subject from an unknown sender').toBeDefined();
  expect(customers.length).toBeGreaterThan(0);
  return { messageSubject: message?.subject as string, customerId: customers[0]?.id as string };
}
