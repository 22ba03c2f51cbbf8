import type { CatalogService } from '../catalog';
import type { SentenceEncoder } from './encoder';
import type { ServiceMeaning } from './features';
import { serviceText } from './service-text';

/** The vectors of a catalog's services, two per service: its name, and its name with description and phrases. */
export async function serviceMeanings(
  encoder: SentenceEncoder,
  catalog: readonly CatalogService[],
): Promise<ServiceMeaning[]> {
  const names = await encoder.embed(catalog.map((service) => service.name));
  const texts = await encoder.embed(catalog.map(serviceText));
  return catalog.flatMap((service, i) => {
    const name = names[i];
    const text = texts[i];
    return name && text ? [{ serviceId: service.id, name, text }] : [];
  });
}
