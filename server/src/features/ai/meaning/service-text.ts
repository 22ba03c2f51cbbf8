import type { CatalogService } from '../catalog';

/** What the encoder reads of a service: what it is called, what it is, and what customers call it. */
export function serviceText(service: Pick<CatalogService, 'name' | 'description' | 'aliases'>): string {
  const aliases = service.aliases.length > 0 ? ` Also known as: ${service.aliases.join('; ')}.` : '';
  return `${service.name}. ${service.description ?? ''}${aliases}`.trim();
}
