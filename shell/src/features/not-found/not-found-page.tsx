import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** An unknown path explains itself and offers a way back. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      // The screen's one heading (antd writes a Result's title in a div), in the Result's own title style.
      title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>Page not found</h1>}
      subTitle="The page you are looking for does not exist or has moved."
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          Back to dashboard
        </Button>
      }
    />
  );
}
