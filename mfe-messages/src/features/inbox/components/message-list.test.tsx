import { render, screen } from '@testing-library/react';
import type { MessageSummary } from 'shared-api';
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

function renderList(messages: MessageSummary[], activeIndex: number, onOpen = jest.fn()) {
  return (
    <MessageList
      messages={messages}
      loading={false}
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
});
