import { Input, Typography } from 'antd';

interface TypedFieldProps {
  id: string;
  label: string;
  value: string;
  problem: string | undefined;
  inputMode?: 'decimal';
  prefix?: string;
  suffix?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Small in the lines' table (the default), middle beside the quote's other fields. */
  size?: 'small' | 'middle';
  onChange(value: string): void;
}

/** A text box of the editor kept as typed, with its problem under it (announced with the box). */
export function TypedField({
  id,
  label,
  value,
  problem,
  inputMode,
  prefix,
  suffix,
  placeholder,
  disabled,
  size = 'small',
  onChange,
}: TypedFieldProps) {
  const problemId = `${id}-problem`;
  return (
    <>
      <Input
        id={id}
        size={size}
        aria-label={label}
        value={value}
        inputMode={inputMode}
        prefix={prefix}
        suffix={suffix}
        placeholder={placeholder}
        disabled={disabled}
        status={problem ? 'error' : undefined}
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <Typography.Text id={problemId} type="danger" style={{ display: 'block', fontSize: 12 }}>
          {problem}
        </Typography.Text>
      )}
    </>
  );
}
