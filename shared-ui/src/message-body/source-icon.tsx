import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import type { MessageSource } from 'shared-api';

const ICONS = {
  email: MailOutlined,
  text: MessageOutlined,
  voicemail: PhoneOutlined,
  zoom: VideoCameraOutlined,
};

export function SourceIcon({ source }: { source: MessageSource }) {
  const Icon = ICONS[source];
  return <Icon aria-label={source} />;
}
