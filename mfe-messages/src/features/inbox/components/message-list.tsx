import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { Empty, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { MessageSummary } from 'shared-api';
import { LoadFailure, LoadingSkeleton } from 'shared-ui';
import { useDismissFirstPaint } from 'shared-ui/first-paint';
import { LOAD_FAILED } from '../hooks/use-inbox-list';
import { MessageRow } from './message-row';

interface MessageListProps {
  messages: MessageSummary[];
  loading: boolean;
  /** The first page failed (shown with a Retry), or the next page did (a Retry at the end of the list). */
  failed: boolean;
  failedMore: boolean;
  onRetry(): void;
  searching: boolean;
  hasMore: boolean;
  selectedId: string | null;
  activeIndex: number;
  onLoadMore(): void;
  onOpen(message: MessageSummary): void;
  /** Where the list starts scrolled to: where it was left, when it is shown again. */
  initialOffset?: number;
  onScrollOffset?(offset: number): void;
}

/**
 * Rows drawn beyond those in view, each way: enough for a flick or a held ↓ to find rows ready, few enough that
 * the list's first render (a phone's first screen) draws little more than the screen shows.
 */
const OVERSCAN = 3;
/** Rows are about this tall; the virtualizer measures the real ones. */
const ROW_ESTIMATE = 96;
/** The viewport assumed while the list has no layout (first paint, jsdom): a screenful of rows. */
const NO_LAYOUT_RECT = { width: 400, height: 800 };

/** The scroller's size, or a screenful while it has none, so rows are never all culled. */
function observeRectWithFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : NO_LAYOUT_RECT));
}

/**
 * The middle pane: only the rows in view are in the DOM (react-virtual), and reaching the end of what is
 * loaded fetches the next page.
 */
export function MessageList({
  messages,
  loading,
  failed,
  failedMore,
  onRetry,
  searching,
  hasMore,
  selectedId,
  activeIndex,
  onLoadMore,
  onOpen,
  initialOffset = 0,
  onScrollOffset,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: messages.length + (hasMore ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    initialRect: NO_LAYOUT_RECT,
    initialOffset,
    observeElementRect: observeRectWithFallback,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && lastIndex >= messages.length - 5) onLoadMore();
  }, [hasMore, lastIndex, messages.length, onLoadMore]);

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  const skeleton = loading && messages.length === 0;
  // The server's rows stay on a phone's screen until these replace them (or the empty list).
  useDismissFirstPaint(!skeleton);

  if (skeleton) {
    return <LoadingSkeleton label="Loading messages..." shape="list" />;
  }
  if (failed) return <LoadFailure title={LOAD_FAILED} onRetry={onRetry} />;
  if (messages.length === 0) {
    return (
      <Empty
        style={{ padding: 32 }}
        description={
          <Flex vertical>
            <Typography.Text strong>No messages found</Typography.Text>
            <Typography.Text type="secondary">
              {searching
                ? 'No messages match your search'
                : 'Try adjusting your filters to see more messages'}
            </Typography.Text>
          </Flex>
        }
      />
    );
  }
  const active = messages[activeIndex];
  return (
    <div
      ref={scroller}
      role="listbox"
      tabIndex={0}
      aria-label="Messages"
      aria-busy={loading}
      aria-activedescendant={active ? `message-${active.id}` : undefined}
      onScroll={(event) => onScrollOffset?.(event.currentTarget.scrollTop)}
      style={{ height: '100%', overflowY: 'auto', opacity: loading ? 0.6 : 1 }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const message = messages[item.index];
          return (
            <div
              key={message?.id ?? 'more'}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              {message ? (
                <MessageRow
                  message={message}
                  selected={message.id === selectedId}
                  active={item.index === activeIndex}
                  onOpen={onOpen}
                />
              ) : failedMore ? (
                <LoadFailure title={LOAD_FAILED} onRetry={onLoadMore} />
              ) : (
                <Flex justify="center" style={{ padding: 16 }}>
                  <Spin size="small" />
                </Flex>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
