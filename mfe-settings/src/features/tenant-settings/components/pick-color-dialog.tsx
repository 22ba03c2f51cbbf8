import { Modal, Typography } from 'antd';
import { colord } from 'colord';
import { type MouseEvent, useEffect, useRef, useState } from 'react';

interface Props {
  logoUrl: string;
  onPick: (hex: string) => void;
  onClose: () => void;
}

const MAX_WIDTH = 440;
const MAX_HEIGHT = 320;

/** 'Pick Color from Logo': the logo drawn on a canvas; a click selects that pixel's colour. */
export function PickColorDialog({ logoUrl, onPick, onClose }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const image = new Image();
    // Same origin or CORS-enabled: otherwise the canvas is tainted and its pixels cannot be read.
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      const target = canvas.current;
      const context = target?.getContext('2d', { willReadFrequently: true });
      if (!target || !context) return;
      const scale = Math.min(1, MAX_WIDTH / image.naturalWidth, MAX_HEIGHT / image.naturalHeight);
      target.width = Math.max(1, Math.round(image.naturalWidth * scale));
      target.height = Math.max(1, Math.round(image.naturalHeight * scale));
      context.drawImage(image, 0, 0, target.width, target.height);
    };
    image.onerror = () => setFailed(true);
    image.src = logoUrl;
  }, [logoUrl]);

  const pick = (event: MouseEvent<HTMLCanvasElement>) => {
    const target = event.currentTarget;
    const box = target.getBoundingClientRect();
    const x = Math.floor(((event.clientX - box.left) * target.width) / box.width);
    const y = Math.floor(((event.clientY - box.top) * target.height) / box.height);
    const pixel = target.getContext('2d', { willReadFrequently: true })?.getImageData(x, y, 1, 1).data;
    if (pixel) onPick(colord({ r: pixel[0] ?? 0, g: pixel[1] ?? 0, b: pixel[2] ?? 0 }).toHex());
  };

  return (
    <Modal open title="Pick Color from Logo" footer={null} onCancel={onClose} destroyOnHidden>
      {failed ? (
        <Typography.Text type="danger">The logo could not be loaded.</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            Click a spot on the logo to use its colour.
          </Typography.Paragraph>
          <canvas
            ref={canvas}
            data-testid="logo-canvas"
            aria-label="Logo: click a spot to pick its colour"
            onClick={pick}
            style={{
              cursor: 'crosshair',
              maxWidth: '100%',
              border: '1px solid var(--ant-color-border, #d9d9d9)',
            }}
          />
        </>
      )}
    </Modal>
  );
}
