import type { MessageStatus } from 'shared-api/contract';
import type { CatalogService } from '../features/ai/catalog';
import { messageQuoteContent } from '../features/ai/pricing';
import { matcherProposal } from '../features/ai/provider';
import { deriveMessageText, plainTextOf } from '../shared/inbox';
import { lineItem, type PricedService, quoteTotal } from './quote-lines';
import { DAY, type MessageRow, MINUTE, type TenantBuild } from './rows';
import type { MessageSeed, PersonSeed } from './types';

/** A message sender: a contact (with their customer) or a stranger (both ids null). */
export interface Sender extends PersonSeed {
  contactId: string | null;
  customerId: string | null;
}

/** Everyday messages mixed into each inbox so it reads like a real one. */
const ROUTINE: MessageSeed[] = [
  {
    source: 'email',
    subject: 'Re: Your quote',
    body: '<p>Thanks for the quote. We will review it with the team and get back to you by the end of the week.</p>',
  },
  { source: 'text', subject: null, body: "Can you resend the invoice? I can't find the email." },
  {
    source: 'email',
    subject: 'Schedule change',
    body: "<p>Hi,</p><p>Could we move Thursday's appointment to Friday morning? Something came up.</p><p>Thank you</p>",
  },
  {
    source: 'voicemail',
    subject: 'Voicemail (0:14)',
    body: 'Hi, just calling to confirm our appointment tomorrow. Call back if anything changes. Thanks.',
  },
  { source: 'text', subject: null, body: 'Payment sent. Thanks again!' },
  {
    source: 'email',
    subject: 'Updated billing address',
    body: '<p>Hello,</p><p>Please use our new billing address for future invoices: PO Box 2214, same city and zip.</p>',
  },
  {
    source: 'zoom',
    subject: 'Zoom call: monthly check-in',
    body: 'Short check-in call. No open issues. Next review in one month.',
  },
  { source: 'text', subject: null, body: 'Are you open on Saturdays?' },
  {
    source: 'email',
    subject: 'W-9 request',
    body: '<p>Hi,</p><p>Our accounts payable team needs a current W-9 before we can pay the next invoice. Could you send one over?</p>',
  },
];

/** Status by position in the inbox (newest first): every status shows up, recent mail is mostly NEW. */
const STATUS_CYCLE: MessageStatus[] = [
  'NEW',
  'NEW',
  'IMPORTANT',
  'READ',
  'NEW',
  'READ',
  'ARCHIVED',
  'READ',
  'IMPORTANT',
  'READ',
];

/**
 * The tenant's messages, newest first, with the AI work done on them: quotes generated from requests
 * (with the quote row and its prompt log), contact-link suggestions and voicemail summaries.
 * Returns the customers that got an AI quote.
 */
export function addInbox(
  build: TenantBuild,
  requests: MessageSeed[],
  people: Map<string, Sender>,
  servicesByName: Map<string, PricedService>,
  catalog: readonly CatalogService[],
): Set<string> {
  const { rows, rng, tenantId, userIds } = build;
  const contactsOnly = [...people.values()].filter((person) => person.contactId);
  const inbox = requests.flatMap((message, i) => {
    const routine = i % 3 === 2 ? ROUTINE[Math.floor(i / 3) % ROUTINE.length] : undefined;
    return routine ? [message, routine] : [message];
  });
  const quotedCustomers = new Set<string>();

  inbox.forEach((message, index) => {
    const sender = (message.from && people.get(message.from)) || rng.pick(contactsOnly);
    // Every seventh message from a known contact arrives unlinked, to demo auto-link.
    const linked = sender.contactId !== null && index % 7 !== 3;
    const receivedAt = receivedTime(build, index, inbox.length);
    const createdAt = new Date(receivedAt.getTime() + rng.int(1, 3) * MINUTE);
    const byEmail = message.source === 'email' || message.source === 'zoom' || !sender.phone;
    const row: MessageRow = {
      id: rng.uuid(),
      tenantId,
      customerId: linked ? sender.customerId : null,
      contactId: linked ? sender.contactId : null,
      source: message.source,
      status: STATUS_CYCLE[index % STATUS_CYCLE.length],
      subject: message.subject,
      // The same sanitizing and preview/search derivation as every channel that stores messages.
      ...deriveMessageText(message.subject, message.body),
      fromEmail: byEmail && sender.email ? formatAddress(sender, index) : null,
      fromPhone: byEmail ? null : sender.phone,
      senderName: sender.name,
      receivedAt,
      createdAt,
    };
    rows.messages.push(row);

    const userId = rng.pick(userIds);
    if (message.wants && linked && sender.customerId && index % 2 === 0) {
      const excerpt = plainTextOf(message.body);
      // The message's AI quote is what the quote engine gives it; the saved quote is the business's own
      // (`wants`), its lines showing the words the engine read them from where it proposed them.
      const asked = { subject: message.subject, content: row.content ?? null };
      const proposal = matcherProposal(asked, catalog);
      const generated = messageQuoteContent(proposal, catalog, asked);
      const sourceTexts = new Map(proposal.lines.map((line) => [line.serviceId, line.sourceText]));
      const items = message.wants.flatMap(([name, quantity]) => {
        const service = servicesByName.get(name);
        return service ? [lineItem(service, quantity, sourceTexts.get(service.id) ?? null)] : [];
      });
      const quotedAt = new Date(Math.min(receivedAt.getTime() + 120 * MINUTE, build.now.getTime() - MINUTE));
      row.aiQuoteResponse = generated;
      rows.quotes.push({
        id: rng.uuid(),
        tenantId,
        customerId: sender.customerId,
        messageId: row.id,
        status: index % 4 === 0 ? 'DRAFT' : 'SENT',
        total: quoteTotal(items),
        lineItems: items,
        aiGenerated: true,
        createdAt: quotedAt,
      });
      quotedCustomers.add(sender.customerId);
      addPromptLog(build, userId, quotedAt, {
        type: 'generate-quote',
        content: `Generate a quote from the catalog for this message:\n\n${excerpt}`,
        metadata: { source: 'generate-quote', messageId: row.id },
        output: JSON.stringify(generated),
        model: 'catalog-matcher',
        responseMetadata: { source: 'generate-quote', lineItems: generated.lineItems.length },
      });
    } else if (linked && index % 5 === 1) {
      const suggestion = { contactId: sender.contactId, customerId: sender.customerId, confidence: 0.96 };
      row.aiLinkResponse = suggestion;
      addPromptLog(build, userId, createdAt, {
        type: 'suggest-message-link',
        content: `Which contact sent this message? From: ${row.fromEmail ?? row.fromPhone}`,
        metadata: { source: 'suggest-message-link', messageId: row.id },
        output: JSON.stringify({ ...suggestion, reason: 'The sender matches a contact exactly.' }),
        model: 'contact-matcher',
        responseMetadata: { source: 'suggest-message-link' },
      });
    } else if (message.source === 'voicemail') {
      addPromptLog(build, userId, createdAt, {
        type: 'process-prompt',
        content: `Summarize this voicemail in one sentence:\n\n${message.body}`,
        metadata: { source: 'process-prompt', messageId: row.id },
        output: `${sender.name} asks for a call back about: ${message.body.slice(0, 100)}…`,
        model: 'summarizer',
        responseMetadata: { source: 'process-prompt' },
      });
    }
  });
  return quotedCustomers;
}

interface PromptLog {
  type: string;
  content: string;
  metadata: Record<string, unknown>;
  output: string;
  model: string;
  responseMetadata: Record<string, unknown>;
}

function addPromptLog(
  { rows, rng, tenantId }: TenantBuild,
  userId: string | undefined,
  at: Date,
  log: PromptLog,
) {
  const promptId = rng.uuid();
  rows.aiPrompts.push({
    id: promptId,
    tenantId,
    userId,
    content: log.content,
    type: log.type,
    metadata: log.metadata,
    createdAt: at,
  });
  rows.aiResponses.push({
    id: rng.uuid(),
    promptId,
    output: log.output,
    model: log.model,
    version: '1.0',
    status: 'success',
    metadata: log.responseMetadata,
    createdAt: new Date(at.getTime() + 1500),
  });
}

/** The first five arrive earlier today (whatever the hour); the rest spread over the last five weeks. */
function receivedTime({ now, rng }: TenantBuild, index: number, count: number): Date {
  if (index < 5) {
    const sinceMidnight = now.getTime() - new Date(now).setHours(0, 0, 0, 0);
    return new Date(now.getTime() - ((index + 1) / 6) * Math.min(sinceMidnight, 4 * 60 * MINUTE));
  }
  const offset = ((index - 4) / (count - 4)) * 35 * DAY;
  return new Date(now.getTime() - offset - rng.int(0, 180) * MINUTE);
}

/** Some senders show as a bare address, others with their display name, as mail clients send them. */
function formatAddress(person: PersonSeed, index: number): string {
  return index % 2 === 0 ? `"${person.name}" <${person.email}>` : (person.email ?? '');
}
