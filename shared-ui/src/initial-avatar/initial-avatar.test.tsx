import { fireEvent, render, screen } from '@testing-library/react';
import { InitialAvatar } from './initial-avatar';

describe('InitialAvatar', () => {
  it('shows the initials of first and last word without an image', () => {
    render(<InitialAvatar name="Jane Q Roe" />);
    expect(screen.getByRole('img', { name: 'Jane Q Roe' })).toHaveTextContent('JR');
  });

  it('shows a single initial when asked', () => {
    render(<InitialAvatar name="Acme Plumbing" letters={1} />);
    expect(screen.getByRole('img', { name: 'Acme Plumbing' })).toHaveTextContent(/^A$/);
  });

  it('shows the image when there is one', () => {
    const { container } = render(<InitialAvatar name="Acme Plumbing" src="/uploads/logo.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/logo.png');
    expect(screen.getByRole('img', { name: 'Acme Plumbing' })).not.toHaveTextContent('AP');
  });

  it('falls back to the initials when the image fails to load', () => {
    const { container } = render(<InitialAvatar name="Acme Plumbing" src="/uploads/broken.png" />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image rendered');
    fireEvent.error(image);
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Plumbing' })).toHaveTextContent('AP');
  });

  it('treats an empty or null src as no image', () => {
    const { container } = render(<InitialAvatar name="Plato" src={null} />);
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Plato' })).toHaveTextContent('P');
  });
});
