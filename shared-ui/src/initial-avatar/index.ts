export { InitialAvatar, type InitialAvatarProps } from './initial-avatar';
