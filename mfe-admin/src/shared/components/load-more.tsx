import { Button, Flex } from 'antd';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The "Load more" button under a list read a page at a time (an RTK Query infinite query's fields). */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <Flex justify="center">
      <Button onClick={() => fetchNextPage()} loading={isFetchingNextPage}>
        Load more
      </Button>
    </Flex>
  );
}
