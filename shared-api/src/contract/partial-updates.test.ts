import { contactUpdateSchema } from './customers';
import { updateBrandingRequestSchema } from './tenants';

describe('partial updates', () => {
  it.each([
    ['a contact', contactUpdateSchema],
    ['the branding', updateBrandingRequestSchema],
  ])('refuse an empty change to %s with a clear message', (_what, schema) => {
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Nothing to update: send at least one field');
  });

  it('accept a change of one field, including clearing a colour with null', () => {
    expect(contactUpdateSchema.safeParse({ isPrimary: true }).success).toBe(true);
    expect(updateBrandingRequestSchema.safeParse({ accentColor: null }).success).toBe(true);
  });
});
