import { render, screen } from '@testing-library/react';
import { LoadingSkeleton } from './loading-skeleton';

describe('LoadingSkeleton', () => {
  it('announces the screen’s loading words once, as a busy status', () => {
    render(<LoadingSkeleton label="Loading messages..." shape="list" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading messages...');
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('draws as many placeholder rows as asked, in the content’s shape', () => {
    const { container } = render(<LoadingSkeleton label="Loading customers..." shape="column" rows={3} />);
    expect(container.querySelectorAll('.ant-skeleton-node')).toHaveLength(3);
  });
});
