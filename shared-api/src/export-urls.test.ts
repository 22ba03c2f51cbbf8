import { exportUrl } from './export-urls';

describe('exportUrl', () => {
  it("builds the export's address from the contract, with its format and the filters that are set", () => {
    expect(
      exportUrl('exportCustomers', 'xlsx', { query: { status: ['ACTIVE', 'QUOTED'], search: 'café' } }),
    ).toBe('/api/exports/customers?format=xlsx&status=ACTIVE%2CQUOTED&search=caf%C3%A9');
    expect(
      exportUrl('exportMessages', 'csv', { query: { source: 'all', status: undefined, search: '' } }),
    ).toBe('/api/exports/messages?format=csv&source=all');
  });

  it('fills the path parameters', () => {
    expect(exportUrl('exportServices', 'csv', { params: { id: 'c 1' } })).toBe(
      '/api/exports/catalogs/c%201/services?format=csv',
    );
  });
});
