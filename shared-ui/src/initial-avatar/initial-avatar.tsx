import { Avatar } from 'antd';
import type { CSSProperties } from 'react';
import { initials } from '../format/initials';
import { AVATAR_BACKGROUND } from '../theme/avatar';

type AvatarSize = 'small' | 'default' | 'large' | number;

export interface InitialAvatarProps {
  name: string;
  /** The image; the initials show when it is missing or fails to load. */
  src?: string | null;
  size?: AvatarSize;
  shape?: 'circle' | 'square';
  /** 1 for a single initial (the sidebar's tenant and user); 2 for first and last (default). */
  letters?: 1 | 2;
}

/** antd's avatar sizes, in pixels. */
const PIXELS = { small: 24, default: 32, large: 40 } as const;

/**
 * An avatar image, or the name's initials when there is no usable image. Initials are drawn as a plain circle:
 * antd's Avatar measures its text after every render to scale it, a forced layout per avatar that a board of
 * cards pays dozens of times.
 */
export function InitialAvatar({
  name,
  src,
  size = 'default',
  shape = 'circle',
  letters = 2,
}: InitialAvatarProps) {
  const text = Array.from(initials(name)).slice(0, letters).join('');
  const pixels = typeof size === 'number' ? size : PIXELS[size];
  const circle: CSSProperties = {
    display: 'inline-flex',
    flex: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    width: pixels,
    height: pixels,
    borderRadius: shape === 'circle' ? '50%' : 'var(--ant-border-radius, 6px)',
    background: AVATAR_BACKGROUND,
    color: '#fff',
    fontSize: Math.round(pixels * (text.length > 1 ? 0.42 : 0.5)),
    lineHeight: 1,
    whiteSpace: 'nowrap',
    userSelect: 'none',
  };
  // The wrapper names the avatar whichever way it renders (antd's Avatar takes no ARIA props), so the image
  // itself is decorative; antd swaps a failed image for the initials by itself (its onError fallback).
  if (!src) {
    return (
      <span role="img" aria-label={name} style={circle}>
        {text}
      </span>
    );
  }
  return (
    <span role="img" aria-label={name} style={{ display: 'inline-flex', flex: 'none' }}>
      <Avatar src={src} alt="" size={size} shape={shape}>
        {text}
      </Avatar>
    </span>
  );
}
