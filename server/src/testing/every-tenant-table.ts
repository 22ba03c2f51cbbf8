import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import {
  aiPrompts,
  aiResponses,
  apiKeys,
  auditEvents,
  catalogs,
  contacts,
  customerNotes,
  customers,
  gmailImports,
  imports,
  messageMeanings,
  messages,
  passwordTokens,
  quoteEvents,
  quoteLineCorrections,
  quoteLines,
  quoteNumberSequences,
  quoteRevisions,
  quotes,
  recoveryCodes,
  serviceAliases,
  services,
  sessions,
  storedFiles,
  tenantExports,
  tenants,
  users,
  webhookDeliveries,
  webhookSubscriptions,
} from '../db/schema';
import { DEMO_PASSWORD } from '../seed/demo';
import { hashPassword } from '../shared/passwords';

export interface TenantInEveryTable {
  id: string;
  name: string;
  /** A TENANT_ADMIN and a USER, who sign in with the demo password. */
  adminEmail: string;
  userEmail: string;
  /** The secret values stored for the tenant (keys, hashes, sealed tokens): none may leave in an export. */
  secrets: string[];
  /** The uploaded file (`stored_files`) and the imported spreadsheet, by name, with their bytes. */
  storedFile: { name: string; content: Buffer };
  importFile: { id: string; fileName: string; content: Buffer };
}

/**
 * A tenant with at least one row in every table a tenant can own: the full export's and the deletion's tests
 * seed two. A table added to the registry without a row here fails their check that every table is filled.
 */
export async function seedTenantInEveryTable(db: Database, name: string): Promise<TenantInEveryTable> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const secret = (what: string) => `SECRET-${what}-${slug}-${randomBytes(6).toString('hex')}`;
  const secrets = {
    inboundKey: secret('inbound-key'),
    gmailToken: secret('gmail-token'),
    totp: secret('totp'),
    session: secret('session-token'),
    recovery: secret('recovery-code'),
    reset: secret('reset-token'),
    quoteHash: secret('quote-link-hash'),
    quoteSealed: secret('quote-link-sealed'),
    webhookSecret: secret('webhook-secret'),
  };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const adminEmail = `owner@${slug}.test`;
  const userEmail = `staff@${slug}.test`;
  const inAYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);

  return db.transaction(async (tx) => {
    const [tenant] = await tx.insert(tenants).values({ name }).returning();
    if (!tenant) throw new Error('no tenant');
    const tenantId = tenant.id;
    const [admin, user] = await tx
      .insert(users)
      .values([
        {
          tenantId,
          name: `${name} Owner`,
          email: adminEmail,
          passwordHash,
          role: 'TENANT_ADMIN',
          gmailEmail: `owner@${slug}.gmail.test`,
          gmailRefreshTokenEncrypted: secrets.gmailToken,
          // Set up but not turned on: the admin still signs in with the password alone.
          totpSecretEncrypted: secrets.totp,
        },
        { tenantId, name: `${name} Staff`, email: userEmail, passwordHash, role: 'USER' },
      ])
      .returning();
    if (!admin || !user) throw new Error('no users');
    await tx.insert(sessions).values({ tokenHash: secrets.session, userId: user.id, expiresAt: inAYear });
    await tx.insert(recoveryCodes).values({ userId: admin.id, codeHash: secrets.recovery });
    await tx.insert(apiKeys).values({
      tenantId,
      name: 'Inbound messages',
      scopes: ['messages:write'],
      prefix: 'qd_abcdef',
      keyHash: secrets.inboundKey,
      createdBy: admin.id,
    });
    const [webhook] = await tx
      .insert(webhookSubscriptions)
      .values({
        tenantId,
        url: `https://hooks.${slug}.test/quotedesk`,
        events: ['customer.created'],
        secretSealed: secrets.webhookSecret,
        createdBy: admin.id,
        lastSequence: 1,
      })
      .returning();
    if (!webhook) throw new Error('no webhook');
    await tx.insert(webhookDeliveries).values({
      subscriptionId: webhook.id,
      tenantId,
      event: 'customer.created',
      payload: { type: 'customer.created', data: { name: `${name} Client` } },
      sequence: 1,
      status: 'delivered',
      attempts: 1,
      deliveredAt: new Date(),
    });
    await tx
      .insert(passwordTokens)
      .values({ userId: user.id, purpose: 'reset', tokenHash: secrets.reset, expiresAt: inAYear });

    const [catalog] = await tx
      .insert(catalogs)
      .values({ tenantId, name: `${name} Services` })
      .returning();
    if (!catalog) throw new Error('no catalog');
    const [service] = await tx
      .insert(services)
      .values({ catalogId: catalog.id, name: 'Drain unblocking', unit: 'job', unitCost: '120.00' })
      .returning();
    if (!service) throw new Error('no service');
    await tx
      .insert(serviceAliases)
      .values({ serviceId: service.id, phrase: 'blocked drain', source: 'catalog' });

    // The customer's trigger writes its status total (customer_status_totals) by itself.
    const [customer] = await tx
      .insert(customers)
      .values({ tenantId, userId: user.id, name: `${name} Client`, email: `client@${slug}.test` })
      .returning();
    if (!customer) throw new Error('no customer');
    const [contact] = await tx
      .insert(contacts)
      .values({ tenantId, customerId: customer.id, name: 'Casey Client', isPrimary: true })
      .returning();
    if (!contact) throw new Error('no contact');
    await tx
      .insert(customerNotes)
      .values({ tenantId, customerId: customer.id, authorId: user.id, body: 'Met.' });
    const [message] = await tx
      .insert(messages)
      .values({
        tenantId,
        customerId: customer.id,
        contactId: contact.id,
        source: 'email',
        subject: 'Blocked drain',
        content: 'The kitchen drain is blocked.',
        receivedAt: new Date(),
      })
      .returning();
    if (!message) throw new Error('no message');
    await tx.insert(messageMeanings).values({
      messageId: message.id,
      model: 'use-lite-512',
      pieces: ['The kitchen drain is blocked.'],
      vectors: [0.6, 0.8],
    });

    const [quote] = await tx
      .insert(quotes)
      .values({
        tenantId,
        customerId: customer.id,
        messageId: message.id,
        number: 'Q-2026-0001',
        status: 'SENT',
        validUntil: '2999-01-01',
        subtotal: '120.00',
        total: '120.00',
        sentRevision: 1,
        sentAt: new Date(),
        publicTokenHash: secrets.quoteHash,
        publicTokenSealed: secrets.quoteSealed,
        createdBy: user.id,
      })
      .returning();
    if (!quote) throw new Error('no quote');
    await tx.insert(quoteNumberSequences).values({ tenantId, year: 2026, lastValue: 1 });
    await tx.insert(quoteLines).values({
      quoteId: quote.id,
      position: 0,
      kind: 'catalog',
      serviceId: service.id,
      description: 'Drain unblocking',
      quantity: '1',
      unitCost: '120.00',
      lineTotal: '120.00',
    });
    await tx.insert(quoteRevisions).values({
      quoteId: quote.id,
      revision: 1,
      document: { number: quote.number } as never,
      sentBy: user.id,
    });
    await tx.insert(quoteEvents).values({ quoteId: quote.id, action: 'SENT', actorId: user.id, revision: 1 });
    await tx.insert(quoteLineCorrections).values({
      serviceId: service.id,
      phrase: 'snake the drain',
      kind: 'not-wanted',
      proposedQuantity: '1',
      messageId: message.id,
      quoteId: quote.id,
      createdBy: user.id,
    });

    const [prompt] = await tx
      .insert(aiPrompts)
      .values({ tenantId, userId: user.id, content: 'Quote this drain', type: 'generate-quote' })
      .returning();
    if (!prompt) throw new Error('no prompt');
    await tx
      .insert(aiResponses)
      .values({ promptId: prompt.id, output: '{}', model: 'catalog-matcher', status: 'success' });

    const storedFile = { name: `logo.${randomBytes(16).toString('hex')}.png`, content: randomBytes(300) };
    await tx.insert(storedFiles).values({
      name: storedFile.name,
      tenantId,
      contentType: 'image/png',
      sha256: 'not-checked',
      content: storedFile.content,
    });
    await tx.insert(gmailImports).values({ tenantId, userId: admin.id, status: 'succeeded', listed: 1 });
    const importFile = {
      id: randomUUID(),
      fileName: 'clients/list.csv',
      content: Buffer.from(`Name,Email\n${name} Client,client@${slug}.test\n`),
    };
    await tx.insert(imports).values({
      id: importFile.id,
      tenantId,
      userId: user.id,
      kind: 'customers',
      fileName: importFile.fileName,
      file: importFile.content,
      columns: ['Name', 'Email'],
      mapping: { Name: 'name', Email: 'email' },
      status: 'done',
      totalRows: 1,
    });
    await tx.insert(auditEvents).values({
      tenantId,
      actorUserId: admin.id,
      actorEmail: adminEmail,
      action: 'customer.created',
      targetType: 'customer',
      targetId: customer.id,
    });
    await tx
      .insert(tenantExports)
      .values({ tenantId, requestedBy: admin.id, status: 'expired', size: 1234, finishedAt: new Date() });

    return {
      id: tenantId,
      name,
      adminEmail,
      userEmail,
      secrets: Object.values(secrets),
      storedFile,
      importFile: { ...importFile, content: importFile.content },
    };
  });
}
