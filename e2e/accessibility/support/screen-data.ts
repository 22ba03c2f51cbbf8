import { expect, type Page } from '@playwright/test';
import type { ScreenData } from './screens';

interface Listed {
  id: string;
  subject?: string | null;
  status?: string;
}

/**
 * A demo message already read (opening it changes nothing other tests count), with a subject no other message
 * has, and the first demo customer; read through the API as the signed-in user.
 */
export async function screenData(page: Page): Promise<ScreenData> {
  const { messages } = (await (await page.request.get('/api/messages')).json()) as { messages: Listed[] };
  const subjects = messages.map((message) => message.subject);
  const message = messages.find(
    (m) => m.status === 'READ' && m.subject && subjects.filter((s) => s === m.subject).length === 1,
  );
  const { customers } = (await (await page.request.get('/api/customers')).json()) as { customers: Listed[] };
  expect(message, 'a read demo message with a unique subject').toBeDefined();
  expect(customers.length).toBeGreaterThan(0);
  return { messageSubject: message?.subject as string, customerId: customers[0]?.id as string };
}
