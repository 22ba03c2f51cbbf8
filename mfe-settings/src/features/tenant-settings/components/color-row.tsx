import { Button, Flex, Input, Typography } from 'antd';
import ColorPicker from 'antd/es/color-picker';
import { useEffect, useId, useState } from 'react';
import { normaliseHexColor } from 'shared-api';

interface Props {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  /** Opens the pick-from-logo dialog; absent without a logo. */
  onPick?: () => void;
}

const SWATCH = { display: 'block', width: 16, height: 16, borderRadius: 4 } as const;

/** One colour of the Custom Colors card: a colour picker, a hex input (invalid text is refused) and Pick. */
export function ColorRow({ label, value, onChange, onPick }: Props) {
  const [text, setText] = useState(value);
  const invalid = normaliseHexColor(text) === null;
  const inputId = useId();
  const errorId = useId();

  // A new value from elsewhere (picker, extraction) replaces the text, unless the text already says it.
  useEffect(() => setText((current) => (normaliseHexColor(current) === value ? current : value)), [value]);

  const type = (next: string) => {
    setText(next);
    const hex = normaliseHexColor(next);
    if (hex) onChange(hex);
  };

  return (
    <Flex vertical gap={4}>
      <Flex align="center" gap="small" wrap>
        <label htmlFor={inputId} style={{ width: 88, fontWeight: 500 }}>
          {label}
        </label>
        <ColorPicker
          value={value}
          disabledAlpha
          onChangeComplete={(color) => onChange(color.toHexString().toLowerCase())}
        >
          {/* antd's own trigger is a div: Tab cannot reach it and it may not carry a name. A button does both. */}
          <Button
            aria-label={`${label} color picker`}
            icon={<span style={{ ...SWATCH, background: value }} />}
          />
        </ColorPicker>
        <Input
          id={inputId}
          value={text}
          status={invalid ? 'error' : undefined}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setText(value)}
          style={{ width: 120, fontFamily: 'monospace' }}
        />
        {onPick && <Button onClick={onPick}>Pick</Button>}
      </Flex>
      {invalid && (
        <Typography.Text type="danger" id={errorId} style={{ marginLeft: 96 }}>
          Please enter a valid hex color, like #3b82f6
        </Typography.Text>
      )}
    </Flex>
  );
}
