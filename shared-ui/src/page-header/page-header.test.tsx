import { render, screen } from '@testing-library/react';
import { Button, Tag } from 'antd';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title as the page heading with its subtitle', () => {
    render(<PageHeader title="Service Catalogs" subtitle="Organize and manage your service offerings" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeInTheDocument();
    expect(screen.getByText('Organize and manage your service offerings')).toBeInTheDocument();
  });

  it('shows badges and actions', () => {
    render(
      <PageHeader
        title="Messages"
        subtitle="12 messages"
        badges={<Tag>3 New</Tag>}
        extra={<Button type="primary">Add Customer</Button>}
      />,
    );
    expect(screen.getByText('3 New')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Customer' })).toBeInTheDocument();
  });

  it('renders only the title when nothing else is given', () => {
    const { container } = render(<PageHeader title="Dashboard" />);
    expect(container).toHaveTextContent(/^Dashboard$/);
  });
});
