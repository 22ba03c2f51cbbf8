import dayjs from 'dayjs';
import type { AiPrompt } from 'shared-api';
import { matchesSearch, NO_FILTERS, sourceOf, toQuery } from './ai-log-filters';

const prompt = (overrides: Partial<AiPrompt> = {}): AiPrompt => ({
  id: 'p1',
  content: 'Quote for a leaking faucet',
  type: 'generate-quote',
  metadata: { source: 'quote' },
  createdAt: '2025-03-04T10:00:00.000Z',
  user: { name: 'Olivia Owner' },
  responses: [
    {
      id: 'r1',
      output: '{"total": 120}',
      model: 'matcher',
      version: '1',
      status: 'success',
      createdAt: '',
      metadata: null,
    },
  ],
  ...overrides,
});

describe('toQuery', () => {
  it('sends nothing but the tenant when no filter is set', () => {
    expect(toQuery(NO_FILTERS, 't1')).toEqual({
      tenantId: 't1',
      from: undefined,
      to: undefined,
      source: undefined,
    });
  });

  it('sends the range as ISO instants and a chosen source', () => {
    const from = dayjs('2025-03-01T08:30:00Z');
    const to = dayjs('2025-03-02T17:00:00Z');
    expect(toQuery({ search: 'x', from, to, source: 'process-prompt' }, 't1')).toEqual({
      tenantId: 't1',
      from: '2025-03-01T08:30:00.000Z',
      to: '2025-03-02T17:00:00.000Z',
      source: 'process-prompt',
    });
  });
});

describe('sourceOf and matchesSearch', () => {
  it('prefers the metadata source over the type', () => {
    expect(sourceOf(prompt())).toBe('quote');
    expect(sourceOf(prompt({ metadata: null }))).toBe('generate-quote');
  });

  it('matches prompt, response, user and source, ignoring case', () => {
    for (const query of ['FAUCET', 'total', 'olivia', 'quote', '  '])
      expect(matchesSearch(prompt(), query)).toBe(true);
    expect(matchesSearch(prompt(), 'invoice')).toBe(false);
  });
});
