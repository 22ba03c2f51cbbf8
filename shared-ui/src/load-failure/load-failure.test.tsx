import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailure } from './load-failure';

describe('LoadFailure', () => {
  it('announces the failure with its description, and Retry loads again', async () => {
    const retry = jest.fn();
    render(
      <LoadFailure title="Failed to load catalogs" description="Check your connection." onRetry={retry} />,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load catalogs');
    expect(alert).toHaveTextContent('Check your connection.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
