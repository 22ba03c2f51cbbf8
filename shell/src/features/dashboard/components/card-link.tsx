import { theme } from 'antd';
import { Link } from 'react-router';

/**
 * A card's link to its screen, in the theme's primary colour: the presets keep it readable on cards (AA) in
 * both modes, which antd's own link colour is not.
 */
export function CardLink({ to, children }: { to: string; children: string }) {
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ color: token.colorPrimary }}>
      {children}
    </Link>
  );
}
