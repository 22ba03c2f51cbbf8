import { render, screen } from '@testing-library/react';
import type { MessageSummary } from 'shared-api';
import { FIRST_PAINT_ID } from 'shared-api/contract';
import { summary } from '../testing/fixtures';
import { MessageList } from './message-list';

/** Messages whose previews count how often a row reads them: once per render of that row. */
function countedMessages(count: number) {
  const reads = new Map<string, number>();
  const messages = Array.from({ length: count }, (_, i) => {
    const message = summary(`m${i}`);
    Object.defineProperty(message, 'preview', {
      get: () => {
        reads.set(message.id, (reads.get(message.id) ?? 0) + 1);
        return `Preview of ${message.id}`;
      },
    });
    return message;
  });
  return { messages, reads };
}

function renderList(messages: MessageSummary[], activeIndex: number, onOpen = jest.fn(), loading = false) {
  return (
    <MessageList
      messages={messages}
      loading={loading}
      failed={false}
      failedMore={false}
      onRetry={jest.fn()}
      searching={false}
      hasMore={false}
      selectedId={null}
      activeIndex={activeIndex}
      onLoadMore={jest.fn()}
      onOpen={onOpen}
    />
  );
}

describe('MessageList', () => {
  it('renders again only the rows whose state changed', () => {
    const { messages, reads } = countedMessages(5);
    const onOpen = jest.fn();
    const { rerender } = render(renderList(messages, -1, onOpen));
    expect(screen.getAllByRole('option')).toHaveLength(5);
    const before = new Map(reads);

    rerender(renderList(messages, 2, onOpen));

    const renderedAgain = messages.filter(({ id }) => reads.get(id) !== before.get(id)).map(({ id }) => id);
    expect(renderedAgain).toEqual(['m2']);
  });

  it('opens the message of the row clicked', () => {
    const { messages } = countedMessages(3);
    const onOpen = jest.fn();
    render(renderList(messages, -1, onOpen));

    screen.getByText('Subject m1').click();

    expect(onOpen).toHaveBeenCalledWith(messages[1]);
  });

  describe("the server's first paint of the inbox (its rows in the page's HTML)", () => {
    const firstPaint = () => document.getElementById(FIRST_PAINT_ID);
    beforeEach(() =>
      document.body.insertAdjacentHTML('afterbegin', `<div id="${FIRST_PAINT_ID}">Rows</div>`),
    );
    afterEach(() => firstPaint()?.remove());

    it('stays while the list would show its skeleton, and goes when the rows are drawn', () => {
      const { messages } = countedMessages(3);
      const { rerender } = render(renderList([], -1, jest.fn(), true));
      expect(firstPaint()).toBeInTheDocument();

      rerender(renderList(messages, -1));
      expect(firstPaint()).not.toBeInTheDocument();
    });

    it('goes when the inbox is empty', () => {
      render(renderList([], -1));
      expect(firstPaint()).not.toBeInTheDocument();
    });
  });
});
