/** 'Loading...' while the session or a page loads: a spinner styled by shell/index.html, without antd's Spin. */
export function LoadingScreen() {
  return (
    <div role="status" className="qd-loading">
      <span className="qd-spinner" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
