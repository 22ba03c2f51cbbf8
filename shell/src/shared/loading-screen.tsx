import Spin from 'antd/es/spin';

/** 'Loading...' while the session loads. */
export function LoadingScreen() {
  return (
    <div role="status" style={{ minHeight: '100%', display: 'grid', placeItems: 'center' }}>
      <Spin />
      <span>Loading...</span>
    </div>
  );
}
