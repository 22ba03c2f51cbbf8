import { Button, Modal, Typography } from 'antd';
import { LINK_TITLES, linkInstructions, type SharedLink } from '../password-links';

/** Shows a one-time link for the admin to copy; the server never shows it again. */
export function PasswordLinkDialog({ shared, onClose }: { shared: SharedLink; onClose: () => void }) {
  return (
    <Modal
      open
      title={LINK_TITLES[shared.kind]}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Typography.Paragraph>{linkInstructions(shared)}</Typography.Paragraph>
      <Typography.Paragraph
        code
        copyable={{ text: shared.link, tooltips: ['Copy link', 'Copied'] }}
        style={{ wordBreak: 'break-all' }}
      >
        {shared.link}
      </Typography.Paragraph>
    </Modal>
  );
}
