import { Avatar, type AvatarProps } from 'antd';
import { initials } from '../format/initials';

export interface InitialAvatarProps {
  name: string;
  /** The image; the initials show when it is missing or fails to load. */
  src?: string | null;
  size?: AvatarProps['size'];
  shape?: AvatarProps['shape'];
  /** 1 for a single initial (the sidebar's tenant and user); 2 for first and last (default). */
  letters?: 1 | 2;
}

/** An avatar image, or the name's initials when there is no usable image. */
export function InitialAvatar({ name, src, size, shape, letters = 2 }: InitialAvatarProps) {
  const text = Array.from(initials(name)).slice(0, letters).join('');
  // The wrapper names the avatar whichever way it renders (antd's Avatar takes no ARIA props), so the
  // image itself is decorative. antd swaps a failed image for the children by itself (its onError fallback).
  return (
    <span role="img" aria-label={name} style={{ display: 'inline-flex', flex: 'none' }}>
      <Avatar src={src || undefined} alt="" size={size} shape={shape}>
        {text}
      </Avatar>
    </span>
  );
}
