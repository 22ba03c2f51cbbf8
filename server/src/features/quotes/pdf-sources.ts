import { eq } from 'drizzle-orm';
import type { QuoteDetail } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema';
import { readStoredFile, storedFileName } from '../../shared/stored-files';
import { type PdfLogo, type PdfQuote, renderQuotePdf } from './pdf';
import { publicQuoteDocument } from './public-service';

async function brandingOf(db: Database, tenantId: string) {
  const [tenant] = await db
    .select({ name: tenants.name, logoUrl: tenants.logoUrl, primaryColor: tenants.primaryColor })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenant ?? { name: '', logoUrl: null, primaryColor: null };
}

async function logoOf(db: Database, logoUrl: string | null): Promise<PdfLogo | null> {
  const name = storedFileName(logoUrl);
  return name ? readStoredFile(db, name) : null;
}

/** The staff's PDF: the quote as it stands now (the current revision). */
export async function staffQuotePdf(db: Database, quote: QuoteDetail, tenantId: string) {
  const tenant = await brandingOf(db, tenantId);
  const document: PdfQuote = { ...quote, tenant };
  return { number: quote.number, pdf: await renderQuotePdf(document, await logoOf(db, tenant.logoUrl)) };
}

/** The client's PDF: the revision that was sent. */
export async function publicQuotePdf(db: Database, token: string) {
  const { quote } = await publicQuoteDocument(db, token);
  return { number: quote.number, pdf: await renderQuotePdf(quote, await logoOf(db, quote.tenant.logoUrl)) };
}
