import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorRow } from './color-row';

describe('ColorRow', () => {
  it('opens its colour picker from a named button reached by Tab', async () => {
    render(<ColorRow label="Primary" value="#1d4ed8" onChange={jest.fn()} />);
    const picker = screen.getByRole('button', { name: 'Primary color picker' });
    await userEvent.tab();
    expect(picker).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The panel's hex field shows the colour.
    expect(await screen.findByDisplayValue('1d4ed8')).toBeVisible();
  });
});
