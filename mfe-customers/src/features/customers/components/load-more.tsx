import { Button } from 'antd';
import { useInView } from 'react-intersection-observer';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoad(): void;
  children: string;
}

/**
 * The end of a paged list: the next page loads as this comes into view (scrolling the list or its column),
 * and the button does it by hand (keyboard, or browsers without IntersectionObserver).
 */
export function LoadMore({ hasMore, loading, onLoad, children }: LoadMoreProps) {
  const { ref } = useInView({
    skip: !hasMore || loading,
    rootMargin: '200px',
    fallbackInView: false,
    onChange: (inView) => {
      if (inView) onLoad();
    },
  });
  if (!hasMore) return null;
  return (
    <Button ref={ref} type="dashed" block loading={loading} onClick={onLoad}>
      {children}
    </Button>
  );
}
