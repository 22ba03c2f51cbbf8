import { screen, waitFor } from '@testing-library/react';

/**
 * The open dialog with the given title. In tests antd gives every generated id the same value ('test-id'),
 * so a dialog's accessible name can resolve to another element (e.g. the table's page-size select); the title
 * text is matched instead.
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen
      .getAllByRole('dialog')
      .find((element) => element.querySelector('.ant-modal-title')?.textContent === title);
    if (!dialog) throw new Error(`No open dialog titled '${title}'`);
    return dialog;
  });
}

/** The option labels of the antd Select dropdown opened last (earlier ones stay in the DOM). */
export function openOptions(): string[] {
  const dropdowns = document.querySelectorAll('.ant-select-dropdown');
  const latest = dropdowns[dropdowns.length - 1];
  return [...(latest?.querySelectorAll('.ant-select-item-option') ?? [])].map(
    (option) => option.textContent ?? '',
  );
}
