import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportButton } from './export-button';

const urlOf = (format: string) => `/api/exports/customers?format=${format}&status=ACTIVE`;

describe('ExportButton', () => {
  it('is a download link when the list has one format', () => {
    render(<ExportButton what="messages" formats={['csv']} urlOf={urlOf} />);
    const link = screen.getByRole('link', { name: 'Export messages' });
    expect(link).toHaveAttribute('href', '/api/exports/customers?format=csv&status=ACTIVE');
    expect(link).toHaveAttribute('download');
  });

  it('offers each format as a download link in a menu', async () => {
    render(<ExportButton what="customers" formats={['csv', 'xlsx']} urlOf={urlOf} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export customers' }));
    expect(await screen.findByRole('link', { name: 'Excel (.xlsx)' })).toHaveAttribute(
      'href',
      '/api/exports/customers?format=xlsx&status=ACTIVE',
    );
    expect(screen.getByRole('link', { name: 'CSV (.csv)' })).toHaveAttribute('download');
  });
});
