import { fireEvent, render, screen } from '@testing-library/react';
import { TenantLogo } from './tenant-logo';

describe('TenantLogo', () => {
  it('shows the logo image named after the tenant', () => {
    render(<TenantLogo tenantName="Acme Plumbing" logoUrl="/uploads/acme.png" collapsed={false} />);
    expect(screen.getByRole('img', { name: 'Acme Plumbing logo' })).toHaveAttribute(
      'src',
      '/uploads/acme.png',
    );
    expect(screen.queryByTestId('tenant-initial')).not.toBeInTheDocument();
  });

  it("shows the tenant name's initial letter when there is no logo", () => {
    render(<TenantLogo tenantName="  acme Plumbing" logoUrl={null} collapsed={false} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('tenant-initial')).toHaveTextContent(/^A$/);
  });

  it('shows a question mark while the tenant name is unknown', () => {
    render(<TenantLogo tenantName="" logoUrl={null} collapsed={false} />);
    expect(screen.getByTestId('tenant-initial')).toHaveTextContent(/^\?$/);
  });

  it('falls back to the initial letter and logs when the logo fails to load', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(<TenantLogo tenantName="Bluewave" logoUrl="/uploads/missing.png" collapsed />);
      fireEvent.error(screen.getByRole('img', { name: 'Bluewave logo' }));
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.getByTestId('tenant-initial')).toHaveTextContent(/^B$/);
      expect(consoleError).toHaveBeenCalledWith('The sidebar logo failed to load', '/uploads/missing.png');
    } finally {
      consoleError.mockRestore();
    }
  });

  it('limits the logo to 52 by 40 units expanded and 16 by 16 collapsed (4 px a unit)', () => {
    const { rerender } = render(<TenantLogo tenantName="Acme" logoUrl="/uploads/a.png" collapsed={false} />);
    expect(screen.getByRole('img')).toHaveStyle({ maxWidth: '208px', maxHeight: '160px' });
    rerender(<TenantLogo tenantName="Acme" logoUrl="/uploads/a.png" collapsed />);
    expect(screen.getByRole('img')).toHaveStyle({ maxWidth: '64px', maxHeight: '64px' });
  });
});
