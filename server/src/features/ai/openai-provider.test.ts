import { modelAnswerSchema, structuredOutputSchema } from './openai-provider';

type Node = Record<string, unknown>;

/** Every schema node, the root first. */
function nodes(node: Node): Node[] {
  const properties = Object.values((node.properties ?? {}) as Record<string, Node>);
  const items = node.items ? [node.items as Node] : [];
  return [node, ...[...properties, ...items].flatMap(nodes)];
}

/** The keywords strict structured outputs accept that this shape needs: no bounds, no $schema. */
const SHAPE_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'description',
]);

describe("the model answer's JSON schema (OpenAI strict structured outputs)", () => {
  const schema = structuredOutputSchema(modelAnswerSchema);

  it('is a closed object whose every object requires all its properties', () => {
    expect(schema.type).toBe('object');
    const objects = nodes(schema).filter((node) => node.type === 'object');
    expect(objects).toHaveLength(3);
    for (const object of objects) {
      expect(object.additionalProperties).toBe(false);
      expect(object.required).toEqual(Object.keys(object.properties as Node));
    }
  });

  it('keeps to the shape and the descriptions; the bounds stay in zod', () => {
    for (const node of nodes(schema)) {
      for (const keyword of Object.keys(node)) expect(SHAPE_KEYWORDS).toContain(keyword);
    }
    const line = (schema.properties as Record<string, Node>).lineItems?.items as Node;
    expect((line.properties as Record<string, Node>).serviceId).toEqual({
      type: 'string',
      description: 'The id of a catalog service',
    });
    expect(
      modelAnswerSchema.safeParse({ lineItems: [], unmatched: [{ text: 'x'.repeat(1001), reason: '' }] })
        .success,
    ).toBe(false);
  });
});
